import type { Material } from '../../../contract/project-detail';
import type { Db } from '../db/connection';
import { FileStore } from '../modules/realname/index';
import { chinesePdf } from './detail-files';
import { chineseDate } from './time';

/** The account a material belongs to, as its documents name it. */
export interface MaterialOwner { userId: string; name: string; kind: 'person' | 'org' }

/**
 * The enrolment materials and transfer proofs of the seeded bidders, stored as their own uploads (file rows of the
 * realname module's store, one-page PDFs under DATA_DIR/uploads/), so an enrolment's materials open like any upload.
 * One document per account and material code, shared by its enrolments (a bidder reuses their ID scan); a transfer
 * proof per offline payment. Files are written only when asked for.
 */
export class MaterialFiles {
  private readonly store: FileStore;
  private readonly byKey = new Map<string, string>();

  constructor(db: Db, dataDir: string, private readonly uploadedAt: number) {
    this.store = new FileStore({ db, dataDir, now: () => this.uploadedAt });
  }

  /** The owner's file id of every required material of their kind in `materials` ({ code, fileId }). */
  async forMaterials(owner: MaterialOwner, materials: readonly Material[]): Promise<Array<{ code: string; fileId: string }>> {
    const needed = materials.filter((m) => m.required && (m.appliesTo === 'both' || m.appliesTo === owner.kind));
    const out: Array<{ code: string; fileId: string }> = [];
    for (const m of needed) {
      const key = `${owner.userId}:${m.code}`;
      let id = this.byKey.get(key);
      if (!id) {
        id = await this.save(owner, m.name, [`${owner.kind === 'org' ? '申请单位' : '申请人'}：${owner.name}`, `材料：${m.name}`, m.note, `日期：${chineseDate(this.uploadedAt)}`]);
        this.byKey.set(key, id);
      }
      out.push({ code: m.code, fileId: id });
    }
    return out;
  }

  /** A bank transfer receipt (银行转账回单) of `owner` for a deposit: `amount` as printed, the project's name. */
  async transferProof(owner: MaterialOwner, assetsName: string, amount: string, at: number): Promise<string> {
    return this.save(owner, '银行转账回单', [
      `付款人：${owner.name}`, '收款人：天府农村产权交易所有限公司（交易保证金专户）', `金额：${amount}`,
      `用途：${assetsName} 竞买保证金`, `日期：${chineseDate(at)}`,
    ]);
  }

  /** A bank receipt of `owner`'s transfer of a deal's balance (成交余款) to the exchange's settlement account. */
  async balanceProof(owner: MaterialOwner, assetsName: string, amount: string, at: number): Promise<string> {
    return this.save(owner, '银行转账回单', [
      `付款人：${owner.name}`, '收款人：天府农村产权交易所有限公司结算专户', `金额：${amount}`, `用途：${assetsName} 成交余款`, `日期：${chineseDate(at)}`,
    ]);
  }

  private async save(owner: MaterialOwner, title: string, lines: string[]): Promise<string> {
    const row = await this.store.save(owner.userId, 'document', Buffer.from(chinesePdf(title, lines.filter(Boolean))), 'application/pdf', `${title}.pdf`);
    return row.id;
  }
}
