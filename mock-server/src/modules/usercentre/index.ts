/**
 * The usercentre module: the user centre's home tiles (§2 /usercenterIndex) — owns no table; each count comes from
 * the public entry of the module that owns it. Offers {@link usercentreRoutes}. Uses appeal, enrolment, favourites,
 * messages (types) and payment.
 */
export { usercentreRoutes, type UsercentreRoutesOptions } from './routes';
