import { createHash } from 'node:crypto';
import { CABINET_FOLDERS, FILES_PATHS, type CabinetFile, type CabinetFolder } from '../../../../contract/files';
import type { Db } from '../../db/connection';
import { beijingTime } from '../../http/wire';
import { fileRows, type FileRow } from '../realname/index';
import { uploadsOf } from './repository';
import type { CabinetEntry, CabinetSource } from './source';

/** A filed document with what the server needs beyond the wire: its file row id (null for url entries) and time in ms. */
export interface CabinetItem { file: CabinetFile; fileId: string | null; timeMs: number }

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'application/pdf': '.pdf' };
/** Source label of the user's own uploads. */
export const UPLOAD_LABEL = '本人上传';

/** Where the cabinet serves a file row (site path). */
export const downloadUrl = (fileId: string) => `/api/${FILES_PATHS.download}/${fileId}`;

const withExtension = (name: string, contentType: string) => {
  const ext = EXTENSIONS[contentType];
  return !ext || /\.[a-z0-9]{2,4}$/i.test(name) ? name : `${name}${ext}`;
};

function autoItem(source: CabinetSource, e: CabinetEntry, row: FileRow | undefined): CabinetItem | null {
  if (e.fileId && !row) return null;
  const contentType = e.contentType ?? row?.contentType ?? 'application/octet-stream';
  const timeMs = e.time ?? row?.createTime ?? 0;
  const id = e.fileId ?? createHash('sha256').update(`${source.folder}:${e.url ?? ''}`).digest('hex').slice(0, 32);
  return {
    fileId: e.fileId ?? null, timeMs,
    file: {
      id, name: withExtension(e.name, contentType), folder: source.folder, group: e.group, groupName: e.groupName, contentType,
      size: e.size ?? row?.size ?? 0, source: 'auto', sourceLabel: source.sourceLabel, time: beijingTime(timeMs),
      url: e.fileId ? downloadUrl(e.fileId) : (e.url ?? ''), deletable: false,
    },
  };
}

/**
 * Everything in the cabinet of `userId`, newest first: each source's entries (a source that fails is logged and left
 * out, so one broken module does not empty the cabinet) and the user's own uploads (deletable unless a source also
 * lists the file, e.g. an upload used as an enrolment material). The same file shows once per folder and group.
 */
export async function collectCabinet(
  db: Db, sources: readonly CabinetSource[], userId: string, log: (err: unknown, source: string) => void,
): Promise<CabinetItem[]> {
  const [listed, uploads] = await Promise.all([
    Promise.all(sources.map(async (s) => {
      try {
        return { source: s, entries: await s.list(db, userId) };
      } catch (err) {
        log(err, s.sourceLabel);
        return { source: s, entries: [] };
      }
    })),
    uploadsOf(db, userId),
  ]);
  const ids = [...listed.flatMap((l) => l.entries.map((e) => e.fileId ?? '')).filter(Boolean), ...uploads.map((u) => u.fileId)];
  const rows = new Map((await fileRows(db, ids)).map((r) => [r.id, r]));
  const items: CabinetItem[] = [];
  for (const { source, entries } of listed) {
    for (const e of entries) {
      const item = autoItem(source, e, e.fileId ? rows.get(e.fileId) : undefined);
      if (item) items.push(item);
    }
  }
  const autoIds = new Set(items.map((i) => i.fileId));
  for (const u of uploads) {
    const row = rows.get(u.fileId);
    if (!row || !(CABINET_FOLDERS as readonly string[]).includes(u.folder)) continue;
    items.push({
      fileId: row.id, timeMs: u.createTime,
      file: {
        id: row.id, name: row.originalName, folder: u.folder as CabinetFolder, group: '', groupName: '', contentType: row.contentType, size: row.size,
        source: 'upload', sourceLabel: UPLOAD_LABEL, time: beijingTime(u.createTime), url: downloadUrl(row.id), deletable: !autoIds.has(row.id),
      },
    });
  }
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.file.folder}|${i.file.group}|${i.file.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }).sort((a, b) => b.timeMs - a.timeMs || (a.file.id < b.file.id ? -1 : a.file.id > b.file.id ? 1 : 0));
}
