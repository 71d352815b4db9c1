/**
 * The statistics module: page-view counting (§2 App shell) — owns the table page_view. Offers
 * {@link statisticsRoutes}. Uses no other module.
 */
export { statisticsRoutes } from './routes';
