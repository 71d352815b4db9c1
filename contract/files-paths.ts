import { msg } from './i18n';
/*
 * The file cabinet's endpoints, folders and quota without zod: the portal's entry chunk reads them; re-exported by files.ts.
 */
/**
 * 我的文件 (§2 /myFiles, /usercenter/files/children, /usercenter/files/list): the user's file cabinet. Fixed folders
 * filled automatically as the user goes (real-name materials, enrolment materials, payment proofs, contracts and
 * deal confirmations) plus the user's own uploads into any folder. Auto-filed documents are grouped by project
 * (a folder's children). Only the owner reads a file; a contract's or confirmation's PDF also its other party.
 * Paths relative to `/api/`; every call needs the bearer token.
 */
export const FILES_PATHS = {
  /** GET → CabinetOverview: the folders with counts and sizes, the quota, the latest files. */
  overview: 'dscq-user/files/overview',
  /** GET ?folder= → CabinetChildren: the folder's groups (projects) and its ungrouped files. */
  children: 'dscq-user/files/children',
  /** GET ?folder&group&q&current&size → Page<CabinetFile>, newest first. */
  list: 'dscq-user/files/list',
  /** POST multipart ?folder= (one part `file`, JPG/PNG/PDF ≤ 5 MB) → CabinetFile; 400 over the quota. */
  upload: 'dscq-user/files/upload',
  /** POST {id} → null: removes one of the caller's own uploads (auto-filed documents cannot be removed). */
  remove: 'dscq-user/files/remove',
  /** GET `${download}/${id}` (?download=1 as an attachment) → the bytes, to whoever may read the file. */
  download: 'dscq-user/files/download',
} as const;

export const CABINET_FOLDERS = ['realname', 'enrolment', 'payment', 'contract', 'upload'] as const;
export type CabinetFolder = (typeof CABINET_FOLDERS)[number];
export const CABINET_FOLDER_LABELS: Record<CabinetFolder, string> = {
  realname: msg('实名认证材料'), enrolment: msg('报名材料'), payment: msg('缴款凭证'), contract: msg('合同与成交确认书'), upload: msg('我的上传'),
};
/** Each user may keep this many bytes of their own uploads (auto-filed documents do not count). */
export const FILE_QUOTA_BYTES = 200 * 1024 * 1024;
