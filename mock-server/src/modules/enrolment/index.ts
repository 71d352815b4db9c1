/**
 * The enrolment module: 报名 — the check behind the detail page's button, submission with materials and the caller's
 * own enrolment (§7 dscq-project enrolment) — owns the table enrolment_application and writes the bid service's
 * bidder rows (table enrolment) when a deposit is confirmed. Offers {@link enrolmentRoutes} and
 * {@link depositEnrolments}, its side of a deposit, which app.ts hands to the payment module.
 * Uses detail (projects, directional access), payment (the deposit order), realname (verdict) and user (accounts).
 */
export { enrolmentRoutes } from './routes';
export { depositEnrolments } from './deposits';
export { closedLotsOfBidder, refusedApplications, type ClosedLotOfBidder, type RefusedApplication } from './appeal-subject-repository';
