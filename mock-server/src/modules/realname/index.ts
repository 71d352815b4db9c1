/**
 * The realname module: real-name verification of persons and organisations (§7 dscq-user realname, §5) and the
 * uploaded files behind it — owns the tables realname_verification and file. Offers: {@link installRealname} (its
 * routes, the upload scope other modules' upload routes join, the review queue); the file store and the upload
 * reader for those routes; the file rows and a user's real-name documents for the file cabinet ({@link fileRows},
 * {@link realnameDocuments}); the verdict other modules ask before letting a user act ({@link enrolmentCheck},
 * {@link latestRecord}); the operator's review commands (bin/realname.ts); the verification providers.
 * Every decision (sandbox or operator) leaves a message in the user's inbox, stored in the decision's transaction.
 * Uses the user module for accounts and the messages module (the shared MessageService, given through the context).
 */
export { installRealname, type RealnameInstallOptions, type UploadRoutes } from './install';
export { avatarIdOf, avatarUrl, fileUrl, FileStore, type FileRow } from './file-store';
export { receiveOneFile, type ReceivedFile } from './upload';
export { enrolmentCheck, licenceCheck } from './checks';
export { latestRecord, recentRecords, type RecordRow } from './repository';
export { describePending, operatorDecide, type OperatorResult } from './operator';
export {
  REVIEW_REASONS, sandboxDecision, sandboxLicence, verificationProviderFor, type Decision, type Submission, type VerificationProvider,
} from './provider';
export { ReviewQueue } from './review-queue';
export { rejectedRecords, type RejectedRecord } from './appeal-subject-repository';
export { fileRows, realnameDocuments, type RealnameDocument } from './cabinet-repository';
