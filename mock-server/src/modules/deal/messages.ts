import { formatYuan } from '../../auction/money';
import type { NewMessage } from '../messages/index';
import type { DealFacts } from './deal-facts';

/** The page a settlement message opens. */
export const settlementLink = (settlementId: string) => `/projectSettleDetail?id=${settlementId}`;

/**
 * The messages of a newly issued deal: the winner learns the balance due and where to pay; the transferor's account
 * (when it has one) that the 成交确认书 was issued and the winner is paying.
 */
export function dealIssuedMessages(f: DealFacts, settlementId: string): NewMessage[] {
  const lot = `「${f.assetsName}」`;
  const base = { assetsId: f.assetsId, type: 'settlement_due' as const, link: settlementLink(settlementId) };
  const list: NewMessage[] = [{
    ...base, userId: f.winner.userId, title: '成交确认书已出具，请缴清余款',
    content: `${lot}的成交确认书（编号 ${f.confirmationNo}）已出具。交易服务费 ${formatYuan(f.feeFen)}，保证金抵扣 ${formatYuan(f.depositAppliedFen)}，`
      + `应付余款 ${formatYuan(f.balanceFen)}。请转账至交易所结算专户后上传付款凭证。`,
  }];
  if (f.transferor.userId && f.transferor.userId !== f.winner.userId) {
    list.push({
      ...base, userId: f.transferor.userId, title: '项目已成交，成交确认书已出具',
      content: `您转让的${lot}已由 ${f.winner.name}（竞买号 ${f.winner.bidderCode}）竞得，成交确认书编号 ${f.confirmationNo}。受让方缴清余款并经交易所确认后完成结算。`,
    });
  }
  return list;
}

/** The winner's message when the operator rejects the proof, with the reason. */
export function proofRejectedMessage(s: { id: string; assetsId: string; assetsName: string; winnerUserId: string }, reason: string): NewMessage {
  return {
    userId: s.winnerUserId, assetsId: s.assetsId, type: 'settlement_proof_rejected', link: settlementLink(s.id), title: '付款凭证未通过审核',
    content: `「${s.assetsName}」的余款付款凭证未通过审核：${reason}。请核对后重新上传。`,
  };
}

/** Both parties' messages when the settlement is confirmed (the transferor's only when it has an account). */
export function settlementConfirmedMessages(
  s: { id: string; assetsId: string; assetsName: string; winnerUserId: string; transferorUserId: string | null; paidFen: number },
): NewMessage[] {
  const base = { assetsId: s.assetsId, type: 'settlement_confirmed' as const, link: settlementLink(s.id), title: '结算已完成' };
  const list: NewMessage[] = [{ ...base, userId: s.winnerUserId, content: `「${s.assetsName}」的余款 ${formatYuan(s.paidFen)} 已确认到账，结算完成，项目已成交。` }];
  if (s.transferorUserId && s.transferorUserId !== s.winnerUserId) {
    list.push({ ...base, userId: s.transferorUserId, content: `您转让的「${s.assetsName}」受让方已缴清余款，结算完成，项目已成交，成交公告已发布。` });
  }
  return list;
}
