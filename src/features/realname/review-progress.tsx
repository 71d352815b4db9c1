import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Clock3, LoaderCircle } from 'lucide-react';
import { AUTH_STATUS } from '@contract/auth';
import { serverClock } from '@streams/server-clock';
import { useSecondTick } from '@streams/react-second';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { myRecordQueryOptions, useProfileSync } from '@/features/realname/realname.queries';
import { SandboxBadge } from '@/components/sandbox-badge';
import { useT } from '@/i18n';

/** How often the pending record is read again, and for how long after the wait began (ms). */
export const REVIEW_POLL_MS = 1_000;
export const REVIEW_WAIT_MS = 15_000;

/** Where a page stands with a review it watched: none seen, 认证中, or decided and being applied. */
export type ReviewPhase = 'idle' | 'pending' | 'settling';

/**
 * Follows a review on a page: once the record it showed as 认证中 is decided, refreshes the
 * profile into the session (so the header shows the verified name, §4) and goes to
 * /realNamePersonInfo (approved) or /membershipReason (rejected). Lives in the page, not in the
 * progress view, because the page swaps that view out the moment the decision arrives.
 */
export function useReviewOutcome(baseUserId: string, status: number): ReviewPhase {
  const navigate = useNavigate();
  const syncProfile = useProfileSync();
  const [phase, setPhase] = useState<ReviewPhase>('idle');
  const decided = status === AUTH_STATUS.verified || status === AUTH_STATUS.rejected;
  // Derived during render (React's "adjust state on a prop change" pattern): no extra pass.
  if (phase === 'idle' && status === AUTH_STATUS.verifying) setPhase('pending');
  if (phase === 'pending' && decided) setPhase('settling');

  useEffect(() => {
    if (phase !== 'settling') return;
    let live = true;
    void syncProfile(baseUserId).then(() => {
      if (!live) return;
      setPhase('idle');
      void navigate({ to: status === AUTH_STATUS.verified ? '/realNamePersonInfo' : '/membershipReason', replace: true });
    });
    return () => {
      live = false;
    };
  }, [phase, status, baseUserId, navigate, syncProfile]);
  return phase;
}

/**
 * 认证中: the record is with the reviewer (the sandbox, marked 沙箱, decides within about a second). Reads the
 * record every second for up to 15 s from when this view appeared (the submission, or opening a
 * page while pending); a longer review leaves a note and a manual refresh. A record the server marks
 * `manualReview` (a document other than the resident ID card) waits for the exchange's staff: no
 * polling, a note that the decision arrives as a message, and the manual refresh. `settling`: the
 * decision is in and the page is moving on.
 */
export function ReviewProgress({ baseUserId, settling = false }: { baseUserId: string; settling?: boolean }) {
  const t = useT('realname');
  const [startedAt] = useState(() => serverClock.now());
  const { data, refetch, isFetching } = useQuery({
    ...myRecordQueryOptions(baseUserId),
    refetchInterval: (q) =>
      q.state.data?.status === AUTH_STATUS.verifying && !q.state.data.manualReview && serverClock.now() - startedAt < REVIEW_WAIT_MS
        ? REVIEW_POLL_MS : false,
  });
  const seconds = useSecondTick((now) => Math.max(0, Math.floor((now - startedAt) / 1000)));
  const manual = !settling && data?.manualReview === true;
  const waitedLong = !settling && (manual || seconds * 1000 >= REVIEW_WAIT_MS);

  return (
    <section aria-label={t('审核进度')} className="flex flex-col items-center gap-3 py-6 text-center">
      {waitedLong ? <Clock3 aria-hidden className="size-10 text-warn" /> : <LoaderCircle aria-hidden className="size-10 animate-spin text-brand-500" />}
      <h2 className="m-0 flex items-center gap-2 text-lg font-semibold">
        {settling ? t('审核完成，正在跳转…') : manual ? t('认证中（人工审核）') : t('认证中')}
        <SandboxBadge service="realname" />
      </h2>
      <p role="status" aria-live="polite" className="m-0 text-sm text-ink-soft">
        {settling
          ? t('正在更新您的账户信息')
          : manual
            ? t('您提交的证件需由平台工作人员人工审核，审核结果将以站内消息通知您，请耐心等待。')
            : waitedLong
              ? t('审核时间较长，结果出来后会显示在这里，您也可以稍后在用户中心查看。')
              : t('资料已提交，平台正在核验您的身份信息，请稍候…（已等待 {n} 秒）', { n: seconds })}
      </p>
      {!waitedLong ? <Progress label={t('审核进度')} className="max-w-sm" /> : null}
      {waitedLong ? (
        <div className="flex gap-3">
          <Button onClick={() => void refetch()} disabled={isFetching}>{isFetching ? t('刷新中…') : t('刷新状态')}</Button>
          <Button asChild variant="secondary">
            <Link to="/usercenterIndex">{t('返回用户中心')}</Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
