/**
 * The files module: 我的文件, the user's file cabinet (§2 /myFiles, /usercenter/files/children, /usercenter/files/list)
 * — owns the table cabinet_upload (the user's own uploads and their folders). The cabinet is a view: the documents
 * other modules keep for the user come from {@link CabinetSource}s (real-name documents, enrolment materials, deposit
 * transfer proofs here; more are added at wiring), plus the own uploads, within a quota. Offers {@link installFiles}
 * and the source interface. Uses realname (the file store, the upload reader, file rows, real-name documents),
 * enrolment (materials) and payment (transfer proofs).
 */
export { installFiles, type FilesInstallOptions } from './install';
export { CABINET_SOURCES, depositProofSource, enrolmentSource, realnameSource } from './sources';
export type { CabinetEntry, CabinetSource } from './source';
