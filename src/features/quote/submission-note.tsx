import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { SubmissionState } from '@streams/feeds/lot-submit';
import { Button } from '@/components/ui/button';
import { msg, useT } from '@/i18n';
import type { LotUnit } from './lot-unit';
import { lotPrice } from './quote-format';

const ACCEPTED_TEXT = { bid: msg('出价成功：{price} {unit}'), accept: msg('应价成功：{price} {unit}') } as const;

/**
 * The outcome of the latest submission under the bid controls: sending, accepted (until a later bid shows in the
 * history), or the refusal reason (the server's, in the request's language, or the stream's source message) with the
 * lowest acceptable price and a button to use it.
 */
export function SubmissionNote({
  submission, unit, latestBidSeq, onUseLowest,
}: { submission: SubmissionState; unit: LotUnit; latestBidSeq: number | null; onUseLowest?: (yuan: number) => void }) {
  const t = useT('quote');
  if (submission.status === 'idle') return null;
  // an acceptance someone has bid past would read as current: the history tells it now
  if (submission.status === 'accepted' && latestBidSeq !== null && latestBidSeq > submission.result.bid.seq) return null;
  const price = lotPrice(submission.price, unit);
  const values = { price: price.text, unit: price.unit };
  if (submission.status === 'sending') {
    return (
      <p role="status" className="m-0 flex items-center gap-1.5 text-sm text-ink-soft">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t('正在提交 {price} {unit}…', values)}
      </p>
    );
  }
  if (submission.status === 'accepted') {
    return (
      <p role="status" data-testid="submission-accepted" className="m-0 flex items-center gap-1.5 text-sm text-brand-700">
        <CheckCircle2 aria-hidden className="size-4" />
        {submission.result.bid.kind === 'sealed' ? t('报价已提交：{price} {unit}', values) : t(ACCEPTED_TEXT[submission.action], values)}
        {submission.result.replayed ? t('（重复提交，已按首次结果处理）') : ''}
      </p>
    );
  }
  const lowest = submission.lowestAcceptable;
  const lowestPrice = lotPrice(lowest, unit);
  return (
    <div role="alert" data-testid="submission-rejected" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-price">
      <XCircle aria-hidden className="size-4" />
      <span>{t(submission.msg)}</span>
      {lowest !== null && onUseLowest ? (
        <Button variant="link" size="sm" className="h-auto min-h-11 px-0 sm:min-h-0" onClick={() => onUseLowest(lowest)}>
          {t('按最低可出价 {price} {unit} 填入', { price: lowestPrice.text, unit: lowestPrice.unit })}
        </Button>
      ) : null}
    </div>
  );
}
