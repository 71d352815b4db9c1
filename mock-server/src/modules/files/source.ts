import type { CabinetFolder } from '../../../../contract/files';
import type { Db } from '../../db/connection';

/**
 * One document a module keeps for the user, as the file cabinet files it. Either `fileId` (a `file` row id, 32 hex:
 * the cabinet's download route serves it to this user because this entry lists it, whoever uploaded it) or `url` (an
 * address of its own, e.g. a contract PDF served by the contract module, kept as is; then give contentType, size and
 * time). `group` is the project's assetsId ('' for none) with its name in `groupName`. contentType, size (bytes) and
 * time (epoch ms) default to the file row's; `name` is the display name (the content type's extension is added when
 * it has none).
 */
export interface CabinetEntry {
  fileId?: string;
  url?: string;
  name: string;
  group: string;
  groupName: string;
  contentType?: string;
  size?: number;
  time?: number;
}

/**
 * A kind of document filed automatically into `folder` (contract CABINET_FOLDERS), labelled `sourceLabel` (实名认证 /
 * 报名 / 保证金 / 结算 / 合同…). `list` answers the entries of `userId`, read through the owning module's entry; it is
 * called on every cabinet request, so it should be a query or two. Entries whose file row is missing are left out.
 */
export interface CabinetSource {
  folder: CabinetFolder;
  sourceLabel: string;
  list(db: Db, userId: string): Promise<CabinetEntry[]>;
}
