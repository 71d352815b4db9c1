import { CABINET_FOLDERS } from '@contract/files-paths';
import { enumOr, optionalEnum, optionalMatch, optionalText, pageNumber, searchSchema, type SearchOf } from '@/lib/search-fields';

/** URL state of /usercenter/files/children: the folder (an unknown one falls back to 我的上传). */
export const folderSearchSchema = searchSchema({ folder: enumOr(CABINET_FOLDERS, 'upload') });
export type FolderSearch = SearchOf<typeof folderSearchSchema.fields>;

/**
 * URL state of /usercenter/files/list: folder (absent = every folder), group (a project's assetsId), q (a name
 * fragment, ≤ 50 characters) and the page. Malformed values fall back (no filter, page 1).
 */
export const fileListSearchSchema = searchSchema({
  folder: optionalEnum(CABINET_FOLDERS),
  group: optionalMatch(/^[0-9a-zA-Z]{1,32}$/),
  q: optionalText(50, 1),
  current: pageNumber(10_000, 1),
});
export type FileListSearch = SearchOf<typeof fileListSearchSchema.fields>;
/** Values the list URL leaves out. */
export const FILE_LIST_DEFAULTS = { current: 1 } as const;
