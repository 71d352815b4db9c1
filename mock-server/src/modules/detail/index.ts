/**
 * The detail module: one project's detail page (§7 dscq-project detail, sections, attachments) and its directional
 * (定向) access — owns the tables project_profile, project_section, project_attachment, attachment_download,
 * asset_feature and directional_access, and reads project. Offers its routes, the project look-ups other modules
 * build on ({@link requireProject}, {@link findProject}, {@link findProfile}, {@link listSubAssets}), the directional
 * checks enrolment repeats, the optional caller of a public route ({@link optionalUserId}) and the code hash the seed
 * stores. Uses favourites (counts and roadshow on the page).
 */
export { detailRoutes } from './routes';
export { detailSectionRoutes } from './section-routes';
export { detailAttachmentRoutes } from './attachment-routes';
export { requireProject } from './service';
export { findProfile, findProject, listSubAssets, type Profile, type ProjectRow } from './repository';
export { hasDirectionalAccess, isDirectional, unlockWithCode } from './access';
export { hashDirectionalCode } from './directional-code';
export { optionalUserId } from './viewer';
