import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { SubmissionState } from '@streams/feeds/lot-submit';
import { Button } from '@/components/ui/button';
import type { LotUnit } from './lot-unit';
import { lotPrice } from './quote-format';

const ACCEPTED_TEXT = { bid: '出价成功', accept: '应价成功' } as const;

/**
 * The outcome of the latest submission under the bid controls: sending, accepted (until a later bid shows in the
 * history), or the server's Chinese reason with the lowest acceptable price and a button to use it.
 */
export function SubmissionNote({
  submission, unit, latestBidSeq, onUseLowest,
}: { submission: SubmissionState; unit: LotUnit; latestBidSeq: number | null; onUseLowest?: (yuan: number) => void }) {
  if (submission.status === 'idle') return null;
  // an acceptance someone has bid past would read as current: the history tells it now
  if (submission.status === 'accepted' && latestBidSeq !== null && latestBidSeq > submission.result.bid.seq) return null;
  const price = lotPrice(submission.price, unit);
  if (submission.status === 'sending') {
    return (
      <p role="status" className="m-0 flex items-center gap-1.5 text-sm text-ink-soft">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        正在提交 {price.text} {price.unit}…
      </p>
    );
  }
  if (submission.status === 'accepted') {
    return (
      <p role="status" data-testid="submission-accepted" className="m-0 flex items-center gap-1.5 text-sm text-brand-700">
        <CheckCircle2 aria-hidden className="size-4" />
        {submission.result.bid.kind === 'sealed' ? '报价已提交' : ACCEPTED_TEXT[submission.action]}：{price.text} {price.unit}
        {submission.result.replayed ? '（重复提交，已按首次结果处理）' : ''}
      </p>
    );
  }
  const lowest = submission.lowestAcceptable;
  return (
    <div role="alert" data-testid="submission-rejected" className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-price">
      <XCircle aria-hidden className="size-4" />
      <span>{submission.msg}</span>
      {lowest !== null && onUseLowest ? (
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onUseLowest(lowest)}>
          按最低可出价 {lotPrice(lowest, unit).text} {lotPrice(lowest, unit).unit} 填入
        </Button>
      ) : null}
    </div>
  );
}
