/**
 * The demand module: demand projects of the blade-desk service (§2 /demand, /demandDetail) — owns the table demand
 * (and reads dict_item). Offers {@link demandRoutes}. Uses no other module.
 */
export { demandRoutes } from './routes';
