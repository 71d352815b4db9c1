/**
 * The content module: the dscq-content service (§2 Home, News page, §7) — adverts, partners, page-module tabs, news
 * with keyword search, plates and attachments; owns the tables ad, partner, page_module_item, news_plate, news and
 * news_attachment. Offers {@link contentRoutes} and {@link newsRoutes}. Uses no other module.
 */
export { contentRoutes } from './routes';
export { newsRoutes } from './news-routes';
