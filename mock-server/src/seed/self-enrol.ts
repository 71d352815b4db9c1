/**
 * Upcoming demo lots whose bidding starts at least this long after start-up (seconds; at every start-up, since demo
 * lots keep their offsets) leave the portal's demo accounts {@link SELF_ENROLLING} off their roster: enrolment stays
 * open on them for more than a day, so those accounts can enrol, pay the deposit and get a bidder code themselves.
 * Free of server imports, so the browser suite can pick such a lot by the same rule.
 */
export const SELF_ENROL_AFTER_S = 24 * 3600;

/** The portal's demo accounts left to enrol themselves on the lots of {@link SELF_ENROL_AFTER_S}. */
export const SELF_ENROLLING: readonly string[] = ['zhangsan', 'cqnongye'];
