import type { Attachment } from '../../../contract/content';
import type { Db } from '../db/connection';
import type { AttachmentOwner } from '../db/schema';

/**
 * The downloadable files of one news article or notice, in their order: name, url under /files/ (served as static
 * files with their content type) and size in bytes. Empty when the item has none. The one attachment lookup of the
 * public content (news-content/detail, notice/detail, notice-info/detail).
 */
export async function findAttachments(db: Db, ownerType: AttachmentOwner, ownerId: string): Promise<Attachment[]> {
  return db.selectFrom('contentAttachment').select(['name', 'url', 'size'])
    .where('ownerType', '=', ownerType).where('ownerId', '=', ownerId).orderBy('sort').orderBy('id').execute();
}
