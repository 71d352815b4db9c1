import type { Transaction } from 'kysely';
import type { ContractRole } from '../../../../contract/trade-contract-paths';
import type { Database } from '../../db/schema';
import { newId, sortableId } from '../../lib/crypto';
import { dailyCode } from '../../services/codes';
import { silentPushHub } from '../../realtime/push-hub';
import type { DealFacts, DealListener } from '../deal/index';
import { createMessageService, type MessageService, type StoredMessage } from '../messages/index';
import { findUserById } from '../user/index';
import { contractLink } from './links';
import { insertParty, insertSignatory } from './party-repository';
import { contractOfDealExists, insertContract, insertEvent, insertVersion } from './repository';
import { draftText } from './templates/index';

/** The note of the version the system draws (ContractVersionItem.note), answered in the request's language. */
export const DRAFT_MESSAGES = { firstVersionNote: '系统依据成交信息生成' } as const;

/** What trade_contract.facts keeps: the deal as it was issued and the head rows printed above the clauses. */
export interface StoredFacts { deal: DealFacts; head: Array<{ label: string; value: string }> }

/** 'HT' + the Beijing date yyyyMMdd + the day's sequence number (6 digits): unique by construction (services/codes.ts). */
const newContractNo = (trx: Transaction<Database>, now: number): Promise<string> => dailyCode(trx, 'HT', now);

/**
 * Draws a deal's contract inside the transaction that issues the deal (§2 /myContract): the contract (state
 * confirming, version 1, template of the asset family), version 1 of the clauses, the two parties (transferor from
 * the deal — without an account (userId null) the exchange handles that party offline —, transferee the winner), a
 * `self` signatory for each person party (account name and phone; an account-less party gets one signatory the
 * operator signs for), the event `drafted`, and a message to each party with an account. A second call for the same
 * deal (or confirmation) changes nothing. @returns the contract's id (null when it existed) and the stored messages,
 * to be announced after the commit.
 */
export async function draftContract(
  trx: Transaction<Database>, deal: DealFacts, now: number, messages: MessageService,
): Promise<{ id: string | null; messages: StoredMessage[] }> {
  if (await contractOfDealExists(trx, deal.assetsId, deal.confirmationId)) return { id: null, messages: [] };
  const stored: StoredMessage[] = [];
  const text = draftText(deal);
  const id = newId();
  const contractNo = await newContractNo(trx, now);
  const facts: StoredFacts = { deal, head: text.head };
  await insertContract(trx, {
    id, contractNo, assetsId: deal.assetsId, confirmationId: deal.confirmationId, template: text.template, title: text.title,
    state: 'confirming', version: 1, facts: JSON.stringify(facts), createTime: now, updateTime: now,
  });
  await insertVersion(trx, { contractId: id, version: 1, clauses: JSON.stringify(text.clauses), editorUserId: null, editorRole: null, note: DRAFT_MESSAGES.firstVersionNote, createTime: now });
  const parties: Array<{ role: ContractRole; userId: string | null; name: string; kind: 'person' | 'org' }> = [
    { role: 'transferor', ...deal.transferor }, { role: 'transferee', userId: deal.winner.userId, name: deal.winner.name, kind: deal.winner.kind },
  ];
  for (const p of parties) {
    await insertParty(trx, { contractId: id, role: p.role, userId: p.userId, kind: p.kind, name: p.name, confirmedVersion: null, confirmedTime: null, signedTime: null, sealId: '' });
    const account = p.userId ? await findUserById(trx, p.userId) : null;
    if (p.kind === 'person' || !p.userId) {
      await insertSignatory(trx, {
        id: newId(), contractId: id, role: p.role, kind: p.kind === 'person' ? 'self' : 'legal_rep',
        name: account?.name || p.name, phone: account?.phone ?? '', authorisationFileId: '', signedTime: null, removed: 0, createTime: now,
      });
    }
    if (p.userId) {
      stored.push(await messages.store(trx, {
        userId: p.userId, type: 'contract_drafted', assetsId: deal.assetsId, link: contractLink(id),
        title: `交易合同待确认：${deal.assetsName}`,
        content: `${deal.assetsName}已成交，《${text.title}》（合同编号 ${contractNo}）已生成。请核对合同条款，双方确认同一版本后即可签署。`,
      }));
    }
  }
  await insertEvent(trx, { id: sortableId(now), contractId: id, type: 'drafted', actor: 'system', detail: `依据成交确认书 ${deal.confirmationNo} 生成合同`, createTime: now });
  return { id, messages: stored };
}

/** The drafter with the app's inbox: it returns the parties' stored messages, which the deal module announces after its commit. */
export function createContractDrafter(messages: MessageService): DealListener {
  return async (trx, deal, now) => (await draftContract(trx, deal, now, messages)).messages;
}

/**
 * The deal module's listener (`listeners: [contractDrafter]`): drafts the contract in the deal's transaction, the
 * parties' messages stored in the same transaction (they show in the inbox and its unread count at once).
 */
export const contractDrafter: DealListener = (trx, deal, now) =>
  createContractDrafter(createMessageService({ db: trx, push: silentPushHub, now: () => now }))(trx, deal, now);
