import { memo } from 'react';
import { ShieldAlert, ShieldCheck, UserRound } from 'lucide-react';
import type { LotMeView } from '@streams/feeds/lot';
import { Badge } from '@/components/ui/badge';
import { msg, useT } from '@/i18n';

/**
 * Why a viewer cannot bid at all (not a momentary reason like 您当前领先): the server's reason, else the first missing
 * step. The source message (zh): show it with `t()`.
 */
export function ineligibleReason(me: LotMeView | null): string | null {
  if (!me) return msg('未报名');
  if (me.eligible) return null;
  if (!me.code) return me.reason || msg('未报名');
  if (me.depositStatus !== 'confirmed') return me.reason || msg('保证金未确认');
  return me.reason || msg('未实名认证');
}

/**
 * The bidder's own side of the room: 竞买号, 保证金 state, 优先购买权 flag — or, for someone who may not bid, why
 * (未报名 / 保证金未确认 / 未实名认证) and what to do about it. Once the lot closed only the facts remain. Memoised: `me`
 * from the lot's steady view (steady-lot.ts) keeps its identity while only the clock moves.
 */
export const BidderCard = memo(function BidderCard({ me, closed }: { me: LotMeView | null; closed: boolean }) {
  const t = useT('quote');
  // after the close the deposit has moved on (applied / refunding), which the server reports as not eligible
  const blocked = closed ? null : ineligibleReason(me);
  return (
    <div className="space-y-3 text-sm">
      <div className="flex items-center gap-2">
        <UserRound aria-hidden className="size-4 text-brand-600" />
        <span className="text-ink-soft">{t('我的竞买号')}</span>
        <b className="num text-base" data-testid="my-code" translate="no">{me?.code ?? '--'}</b>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-ink-soft">{t('保证金')}</span>
        <Badge tone={me?.depositStatus === 'confirmed' || me?.depositStatus === 'applied' ? 'brand' : 'warn'} data-testid="my-deposit">
          {me?.depositLabel ? t(me.depositLabel) : t('未缴纳')}
        </Badge>
      </div>
      <div className="flex items-center gap-2">
        <span className="text-ink-soft">{t('优先购买权')}</span>
        {me?.priorityRank ? <Badge tone="price">{t('有（第 {rank} 顺位）', { rank: me.priorityRank })}</Badge> : <span className="text-muted">{t('无')}</span>}
      </div>
      {closed ? null : blocked ? (
        <div role="alert" data-testid="ineligible" className="flex gap-2 rounded-control bg-amber-50 p-3 text-warn">
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="m-0 font-medium">{t('您暂不能参与本标的竞价：{reason}', { reason: t(blocked) })}</p>
            <p className="m-0 mt-1 text-xs text-ink-soft">{t('竞价须先完成报名、实名认证并确认缴纳保证金。')}</p>
          </div>
        </div>
      ) : (
        <p className="m-0 flex items-center gap-1.5 text-xs text-brand-700">
          <ShieldCheck aria-hidden className="size-4" />
          {t('已具备竞价资格')}
        </p>
      )}
    </div>
  );
});
