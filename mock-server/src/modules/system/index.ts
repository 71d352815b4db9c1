/**
 * The system module: lookups of the dscq-system service (§7 Lookups) — regions, industries and the website
 * configuration; owns the tables region, industry and website_config. Offers {@link systemRoutes}. Uses no other
 * module.
 */
export { systemRoutes } from './routes';
