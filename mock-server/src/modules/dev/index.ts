/**
 * The dev module: development windows onto the sandboxes (design.md; SMS outbox, captcha answers), registered only
 * when EXCHANGE_DEV_TOOLS=1. Owns no table. Offers {@link devRoutes}. Uses auth (the sandbox outbox).
 */
export { devRoutes } from './routes';
