/**
 * The profile module: the caller's own account settings (contract/profile.ts) — phone binding, avatar, password
 * change and the security summary; owns the table account_security (and changes phone, avatar and sessions of the
 * caller's own account). Offers {@link profileRoutes}, an upload-receiving plugin: app.ts hands it to the realname
 * module's upload scope. Uses auth (SMS codes), realname (file store, verification state) and user (accounts, passwords).
 */
export { profileRoutes } from './routes';
