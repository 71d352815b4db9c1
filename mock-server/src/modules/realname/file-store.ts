import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connection';
import type { Transaction } from 'kysely';
import type { Database, FileTable } from '../../db/schema';
import { deleteFile, findFile, insertFile } from './repository';

/** What an upload is for: identity documents and licences (owner-only) or an avatar (readable by its address). */
export type FilePurpose = 'document' | 'avatar';
/** What an upload may be (sniffed), and what the server stores: those, and the WebP it makes of an avatar. */
export type UploadContentType = 'image/jpeg' | 'image/png' | 'application/pdf';
export type StoredContentType = UploadContentType | 'image/webp';
export type FileRow = FileTable;

/** Leading bytes of the accepted formats: JPEG FF D8 FF, PNG 89 50 4E 47 ("\x89PNG"), PDF 25 50 44 46 ("%PDF"). */
const SIGNATURES: ReadonlyArray<{ type: UploadContentType; ext: string; magic: number[] }> = [
  { type: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { type: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46] },
];

/**
 * The content type of `bytes` judged by their first bytes only, or null when they are none of JPEG, PNG, PDF.
 * The client's file name and Content-Type are ignored: both are whatever the sender says.
 */
export function sniffContentType(bytes: Uint8Array): UploadContentType | null {
  const hit = SIGNATURES.find((s) => s.magic.every((b, i) => bytes[i] === b));
  return hit?.type ?? null;
}

const extensionOf = (type: StoredContentType) => (type === 'image/webp' ? 'webp' : SIGNATURES.find((s) => s.type === type)!.ext);

/**
 * Uploads on disk under `${dataDir}/uploads/<yyyy>/<32 hex>.<ext>` plus a `file` row. The stored name is random
 * and server-made (the client's name is kept only as metadata, never as a path), so no upload can address
 * another file or escape the folder. Ids are 32 random hex characters: unguessable, so an avatar address can be public.
 */
export class FileStore {
  constructor(private readonly deps: { db: Db; dataDir: string; now: () => number }) {}

  /**
   * Writes `bytes` (sniffed as `contentType`, or made by the server) and records them for `ownerUserId`.
   * @param originalName the client's file name, cut to 255 characters (display only)
   * @param within runs in the transaction that inserts the row, after it (e.g. another module's row that refers to the
   *   file, or a check that must see every earlier upload): when it throws, nothing is stored and the error passes on
   */
  async save(
    ownerUserId: string, purpose: FilePurpose, bytes: Buffer, contentType: StoredContentType, originalName: string,
    within?: (trx: Transaction<Database>, row: FileRow) => Promise<void>,
  ): Promise<FileRow> {
    const t = this.deps.now();
    const id = randomBytes(16).toString('hex');
    const year = String(new Date(t + 8 * 3600_000).getUTCFullYear());
    const relative = path.posix.join('uploads', year, `${id}.${extensionOf(contentType)}`);
    const absolute = path.join(this.deps.dataDir, relative);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, bytes, { mode: 0o600 });
    const row: FileRow = {
      id, ownerUserId, purpose, path: relative, contentType, size: bytes.length,
      originalName: Array.from(originalName).slice(0, 255).join(''), createTime: t,
    };
    try {
      if (!within) await insertFile(this.deps.db, row);
      else {
        await this.deps.db.transaction().execute(async (trx) => {
          await insertFile(trx, row);
          await within(trx, row);
        });
      }
    } catch (err) {
      await rm(absolute, { force: true });
      throw err;
    }
    return row;
  }

  /** The row of `id`, or null (also for anything that is not 32 hex characters). */
  async find(id: string): Promise<FileRow | null> {
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    return findFile(this.deps.db, id);
  }

  /**
   * Deletes the file `row` (its row, then its bytes on disk) when `first`, run in the same transaction before the
   * delete, answers true (e.g. another module's guarded delete of its own reference). A file already gone answers false.
   * @returns whether the file was deleted
   */
  async remove(row: FileRow, first: (trx: Transaction<Database>) => Promise<boolean>): Promise<boolean> {
    const removed = await this.deps.db.transaction().execute(async (trx) => (await first(trx)) && deleteFile(trx, row.id));
    if (removed) await rm(path.join(this.deps.dataDir, row.path), { force: true });
    return removed;
  }

  /** The bytes of a stored row. @throws when the file vanished from disk (a 500: the row says it should be there). */
  read(row: FileRow): Promise<Buffer> {
    return readFile(path.join(this.deps.dataDir, row.path));
  }
}

/** Site path where a file is served (§7 paths are under /api/). */
export const fileUrl = (id: string) => `/api/dscq-user/file/${id}`;
const AVATAR_PATH = '/files/avatar/';
/**
 * Public address of an avatar. Outside /api because an <img> can send neither the client id nor a token; the
 * unguessable id is the only key, which is acceptable for a picture the user chose to show in the header.
 */
export const avatarUrl = (id: string) => `${AVATAR_PATH}${id}`;

/**
 * The file id in an {@link avatarUrl} address, or null for any other text (an older or empty headImg). The id itself
 * is checked where it is looked up ({@link FileStore.find}).
 */
export function avatarIdOf(url: string): string | null {
  return url.startsWith(AVATAR_PATH) ? url.slice(AVATAR_PATH.length) : null;
}
