/**
 * The desk module: the blade-desk service (§7) — notice box, filter panel, hot categories, navigation and the "about
 * us" publications; owns the tables navigation, hot_investment, periodical, recruit and evolution (and reads project).
 * Offers {@link deskRoutes} and {@link deskPublicationRoutes}. Uses no other module.
 */
export { deskRoutes } from './routes';
export { deskPublicationRoutes } from './publication-routes';
