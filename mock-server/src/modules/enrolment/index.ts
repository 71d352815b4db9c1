/**
 * The enrolment module: 报名 — the check behind the detail page's button, submission with materials, the caller's
 * own enrolment (§7 dscq-project enrolment), the user centre's records (/myProject, /enrollDetail) and the exchange's
 * refusal (资格审核未通过) — owns the tables enrolment_application and enrolment_event (history) and writes the bid
 * service's bidder rows (table enrolment) when a deposit is confirmed. Offers {@link enrolmentRoutes},
 * {@link enrolmentRecordRoutes}, {@link enrolmentOperatorRoutes} (and its paths for `npm run enrolment`),
 * {@link createDepositEnrolments}, its side of a deposit, which app.ts hands to the payment module,
 * {@link applicationState} (whether an order's enrolment may still be paid), {@link refuseApplication} /
 * {@link pendingApplications} (the operator's), the user centre's counts and the file cabinet's
 * {@link enrolmentMaterialFiles}.
 * Uses detail (projects, directional access), messages (the inbox), payment (the deposit order), realname (verdict)
 * and user (accounts).
 */
export { enrolmentRoutes } from './routes';
export { enrolledPairs, recordDemoApplication, DEMO_ENROLMENT_EVENTS, type DemoApplication } from './demo-applications';
export { enrolmentRecordRoutes } from './record-routes';
export { ENROLMENT_OPERATOR_PATHS, enrolmentOperatorRoutes } from './operator-routes';
export { createDepositEnrolments } from './deposits';
export { applicationState, pendingApplications, refuseApplication, type PendingApplication } from './refuse';
export { enrolmentCounts } from './counts';
export { closedLotsOfBidder, refusedApplications, type ClosedLotOfBidder, type RefusedApplication } from './appeal-subject-repository';
export { enrolmentAcceptedMessage } from './confirm';
export { enrolmentMaterialFiles, type EnrolmentMaterialFile } from './cabinet';
