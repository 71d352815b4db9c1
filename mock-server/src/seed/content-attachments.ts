import type { AttachmentOwner } from '../db/schema';
import { chinesePdf } from './detail-files';
import { SEED_URL } from './images';
import type { IdSource } from './random';
import type { Row, SeedFile } from './types';

/** The attachment rows of the public content and the files they point to (written under /files/seed/). */
export interface AttachmentSink {
  rows: Row<'contentAttachment'>[];
  files: SeedFile[];
}

/** An empty sink. */
export const attachmentSink = (): AttachmentSink => ({ rows: [], files: [] });

/** The paragraphs of a seeded `<p>…</p>` body, as PDF lines. */
export const paragraphsOf = (html: string): string[] => html.split(/<\/?p>/).filter((x) => x !== '');

/**
 * Adds a one-page Chinese PDF (`title` over `lines`) as `${fileName}` under /files/seed/ and its attachment row
 * (shown as `name`, size in bytes) to item `ownerId` of `ownerType`, after the item's earlier attachments.
 */
export function addPdf(
  sink: AttachmentSink, ids: IdSource,
  a: { ownerType: AttachmentOwner; ownerId: string; name: string; fileName: string; title: string; lines: string[] },
): void {
  const file: SeedFile = { name: a.fileName, content: chinesePdf(a.title, a.lines) };
  sink.files.push(file);
  const sort = sink.rows.filter((r) => r.ownerType === a.ownerType && r.ownerId === a.ownerId).length + 1;
  sink.rows.push({
    id: ids.numeric(), ownerType: a.ownerType, ownerId: a.ownerId, name: a.name, url: SEED_URL + file.name,
    size: Buffer.byteLength(file.content), sort,
  });
}
