import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { StoredMessage } from '../messages/index';

/**
 * One deal as the deal module issues it (auction-rules.md § Close): the 成交确认书 and its settlement, with the
 * project's facts a contract is drawn from. Money in fen; times epoch ms; `kind` of a party person | org.
 */
export interface DealFacts {
  confirmationId: string;
  confirmationNo: string;
  settlementId: string;
  assetsId: string;
  projectCode: string;
  assetsName: string;
  /** The asset family id ('1'…'8', seed/asset-types.ts) and its name; the contract template is chosen by family. */
  familyId: string;
  familyName: string;
  /** The asset type's own name (e.g. 耕地, 林地, 拖拉机). */
  typeName: string;
  transferType: string;
  /** 坐落: province, city, county, town and village names joined, e.g. 四川省成都市郫都区唐昌街道战旗村. */
  location: string;
  area: number | null;
  areaUnit: string;
  termYears: number | null;
  priceUnit: string;
  transferor: { userId: string | null; name: string; kind: 'person' | 'org' };
  winner: { userId: string; name: string; kind: 'person' | 'org'; bidderCode: string };
  priceFen: number;
  depositAppliedFen: number;
  feeFen: number;
  balanceFen: number;
  closedTime: number;
}

/**
 * Called inside the transaction that issues a deal's confirmation, once per deal (the confirmation is unique per lot,
 * so a replayed close never calls it twice): the contract module draws the contract's draft here. The messages it
 * stored in that transaction are returned, and the deal module announces them (their push notices) after the commit.
 */
export type DealListener = (trx: Transaction<Database>, deal: DealFacts, now: number) => Promise<readonly StoredMessage[] | void>;
