import {
  CABINET_FOLDER_LABELS, CABINET_FOLDERS, FILE_QUOTA_BYTES, type CabinetChildren, type CabinetFile, type CabinetFolder, type CabinetOverview,
} from '../../../../contract/files';
import type { Page } from '../../../../contract/envelope';
import { offsetOf, toPage } from '../../http/envelope';
import type { CabinetItem } from './collect';

/** How many files the overview shows as the latest. */
export const LATEST_COUNT = 8;

const folderOf = (items: CabinetItem[], code: CabinetFolder) => {
  const inFolder = items.filter((i) => i.file.folder === code);
  return { code, name: CABINET_FOLDER_LABELS[code], count: inFolder.length, size: inFolder.reduce((n, i) => n + i.file.size, 0) };
};

/** Bytes of the user's own uploads (what counts against {@link FILE_QUOTA_BYTES}). */
export const usedBytes = (items: CabinetItem[]) => items.filter((i) => i.file.source === 'upload').reduce((n, i) => n + i.file.size, 0);

/** GET overview: every folder with its count and bytes, the quota, the {@link LATEST_COUNT} newest files. */
export function overviewOf(items: CabinetItem[]): CabinetOverview {
  return {
    folders: CABINET_FOLDERS.map((code) => folderOf(items, code)),
    quota: { usedBytes: usedBytes(items), limitBytes: FILE_QUOTA_BYTES },
    latest: items.slice(0, LATEST_COUNT).map((i) => i.file),
  };
}

/** GET children: the folder, its project groups (newest activity first) and its files without a project. */
export function childrenOf(items: CabinetItem[], folder: CabinetFolder): CabinetChildren {
  const inFolder = items.filter((i) => i.file.folder === folder);
  const groups = new Map<string, { id: string; name: string; count: number; latestTime: string; ms: number }>();
  for (const { file, timeMs } of inFolder) {
    if (!file.group) continue;
    const g = groups.get(file.group) ?? { id: file.group, name: file.groupName, count: 0, latestTime: file.time, ms: timeMs };
    g.count += 1;
    if (timeMs > g.ms) Object.assign(g, { ms: timeMs, latestTime: file.time });
    groups.set(file.group, g);
  }
  return {
    folder: folderOf(items, folder),
    groups: [...groups.values()].sort((a, b) => b.ms - a.ms).map(({ ms: _ms, ...g }) => g),
    files: inFolder.filter((i) => !i.file.group).map((i) => i.file),
  };
}

/** Filters of the list: folder, group (assetsId), a name fragment (case-insensitive), the page. */
export interface ListFilters { folder?: CabinetFolder; group?: string; q?: string; current: number; size: number }

/** GET list: the files matching `f`, newest first, one page. */
export function listOf(items: CabinetItem[], f: ListFilters): Page<CabinetFile> {
  const q = f.q?.toLowerCase();
  const hits = items.filter((i) => (!f.folder || i.file.folder === f.folder) && (f.group === undefined || f.group === '' || i.file.group === f.group)
    && (!q || i.file.name.toLowerCase().includes(q)));
  const start = offsetOf(f.size, f.current);
  return toPage(hits.slice(start, start + f.size).map((i) => i.file), hits.length, f.size, f.current);
}
