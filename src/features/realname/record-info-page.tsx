import { Link } from '@tanstack/react-router';
import { AUTH_STATUS } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RealnameLayout, type RealnameStep } from '@/features/realname/realname-layout';
import { RecordDetails } from '@/features/realname/record-details';
import { ReviewProgress, useReviewOutcome } from '@/features/realname/review-progress';
import { LoadState, Notice } from '@/features/realname/status-notices';
import { useRealnameData, verifyPathOf } from '@/features/realname/use-realname-data';
import { useT } from '@/i18n';

/**
 * /realNamePersonInfo (§2): the caller's verification record — status badge, masked numbers
 * (§5 Masking), times and documents. Pending records keep polling here; a rejected one points to
 * /membershipReason; without any record the page offers the flow of the account's kind.
 */
export function RecordInfoPage() {
  const t = useT('realname');
  const { baseUserId, profile, record, status, isPending, isError, retry } = useRealnameData();
  const phase = useReviewOutcome(baseUserId, status);
  const step: RealnameStep | undefined =
    !record ? undefined : status === AUTH_STATUS.verified ? 3 : status === AUTH_STATUS.verifying ? 1 : 0;

  return (
    <RealnameLayout title={t('实名认证信息')} step={step}>
      {isPending || isError ? (
        <LoadState isPending={isPending} isError={isError} retry={retry} />
      ) : !record ? (
        <EmptyState
          message={status === AUTH_STATUS.verified ? t('您的账号已完成实名认证（无在线认证记录）') : t('您还没有提交实名认证')}
          action={
            status === AUTH_STATUS.verified ? null : (
              <Button asChild>
                <Link to={verifyPathOf(profile?.userType)}>{t('去实名认证')}</Link>
              </Button>
            )
          }
        />
      ) : (
        <>
          {phase !== 'idle' || status === AUTH_STATUS.verifying ? (
            <ReviewProgress baseUserId={baseUserId} settling={phase === 'settling'} />
          ) : status === AUTH_STATUS.verified ? (
            <Notice tone="ok" title={t('实名认证已通过')}>{t('您现在可以报名参与项目竞价。')}</Notice>
          ) : status === AUTH_STATUS.rejected ? (
            <Notice tone="error" title={t('实名认证未通过')}>
              {record.reason ? t(record.reason) : null}
              <Link to="/membershipReason" className="ml-2 text-brand-700 hover:underline">{t('查看原因并修改')}</Link>
            </Notice>
          ) : null}
          <RecordDetails record={record} />
        </>
      )}
    </RealnameLayout>
  );
}
