/**
 * The user module: user accounts (table user_account) — registration, find account, forgotten password, the caller's
 * detail and the SMS code endpoint (§2, §7 dscq-user), plus password hashing and rules (Argon2id, §5).
 * Offers: its routes ({@link userRoutes}, {@link smsRoutes}); account look-ups for other modules (login, enrolment,
 * real-name, profile); {@link hashPassword} / {@link verifyPassword} / {@link passwordProblem}, the one place
 * passwords are hashed and checked. Uses no other module: auth's SMS codes and sessions come in as {@link UserAuthPort}.
 */
export { userRoutes } from './routes';
export { smsRoutes } from './sms-routes';
export type { UserAuthPort, UserDeps } from './service';
export { hashPassword, passwordProblem, passwordStrength, verifyPassword } from './passwords';
export { findUserById, findUserByLoginName, findUserByPhone, updatePasswordHash, type UserRow } from './repository';
export { isUnboundPhone, UNBOUND_PREFIX } from './unbound-phone';
