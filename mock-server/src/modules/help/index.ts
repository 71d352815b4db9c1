/**
 * The help module: the help centre (§2 /helpCenter, /helpCenterDetail) — categories, articles, keyword search over
 * the help plates of the tables news and news_plate (owned by content; this module only reads its plates).
 * Offers {@link helpRoutes}. Uses no other module.
 */
export { helpRoutes } from './routes';
