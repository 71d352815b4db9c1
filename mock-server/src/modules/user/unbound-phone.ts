/** A phone value that is not a phone: what an unbound account holds (user_account.phone is NOT NULL UNIQUE). */
export const UNBOUND_PREFIX = 'unbound:';
export const isUnboundPhone = (phone: string) => phone.startsWith(UNBOUND_PREFIX);
