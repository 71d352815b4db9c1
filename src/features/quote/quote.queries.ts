import { queryOptions } from '@tanstack/react-query';
import { PROJECT_NATURE_BIDDING } from '@contract/constants';
import type { Page } from '@contract/envelope';
import type { HallRow } from '@contract/projects';
import { api } from '@/lib/api/client';

/** How a lot's prices are shown (§3): priceType 2 → per `priceUnitName` (e.g. 元/亩/年), otherwise 万元. */
export interface LotUnit {
  priceType: number;
  priceUnitName: string;
}
export const DEFAULT_LOT_UNIT: LotUnit = { priceType: 1, priceUnitName: '' };

/** Query keys of the quote hall, general to specific. */
export const quoteKeys = {
  all: ['quote'] as const,
  unit: (assetsId: string) => [...quoteKeys.all, 'unit', assetsId] as const,
};

// The two hall lists of §7 (same endpoints as the hall feature; features do not import each other).
const HALL_LIST_URLS = ['dscq-sync/v1/bid-assets/hall/page', 'dscq-project/activity/upcoming-bid'] as const;

/**
 * The price unit of a lot. The lot snapshot (contract/bid.ts) carries no priceType / priceUnitName, so they are read
 * from the lot's hall row, found by name in the ongoing then the upcoming list. A lot in neither list (closed) falls
 * back to 万元. Never refetched: a lot's unit does not change.
 */
export const lotUnitQueryOptions = (assetsId: string, assetsName: string | undefined) =>
  queryOptions({
    queryKey: quoteKeys.unit(assetsId),
    enabled: Boolean(assetsName),
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ signal }): Promise<LotUnit> => {
      for (const url of HALL_LIST_URLS) {
        const page = await api
          .post<Page<HallRow>>(url, { assetsName, projectNature: PROJECT_NATURE_BIDDING, current: 1, size: 50 }, { errorMode: 'silent', signal })
          .catch(() => null);
        const row = page?.records?.find((r) => r.assetsId === assetsId);
        if (row) return { priceType: row.priceType, priceUnitName: row.priceUnitName };
      }
      return DEFAULT_LOT_UNIT;
    },
  });
