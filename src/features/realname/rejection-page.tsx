import { Link } from '@tanstack/react-router';
import { AUTH_STATUS } from '@contract/auth';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { OrgForm } from '@/features/realname/org-form';
import { PersonForm } from '@/features/realname/person-form';
import { RealnameLayout } from '@/features/realname/realname-layout';
import { orgPrefill, personPrefill } from '@/features/realname/record-prefill';
import { ReviewProgress, useReviewOutcome } from '@/features/realname/review-progress';
import { LoadState, Notice, VerifiedNotice } from '@/features/realname/status-notices';
import { useRealnameData, verifyPathOf } from '@/features/realname/use-realname-data';
import { useT } from '@/i18n';

/**
 * /membershipReason (§2 "why the real-name check failed"): the reviewer's reason, then the form of
 * the kind that was submitted, prefilled with what can be taken over (names, types, uploads; the
 * masked numbers must be typed again). Resubmitting shows the review progress here.
 */
export function RejectionPage() {
  const t = useT('realname');
  const { baseUserId, profile, record, status, isPending, isError, retry } = useRealnameData();
  const accountPhone = profile?.phone ?? '';
  const phase = useReviewOutcome(baseUserId, status);

  let body;
  if (isPending || isError) body = <LoadState isPending={isPending} isError={isError} retry={retry} />;
  else if (phase !== 'idle' || status === AUTH_STATUS.verifying) body = <ReviewProgress baseUserId={baseUserId} settling={phase === 'settling'} />;
  else if (status === AUTH_STATUS.verified) body = <VerifiedNotice />;
  else if (!record || status !== AUTH_STATUS.rejected) {
    body = (
      <EmptyState
        message={t('暂无未通过的认证记录')}
        action={<Button asChild><Link to={verifyPathOf(profile?.userType)}>{t('去实名认证')}</Link></Button>}
      />
    );
  } else if (record.kind === 'org') {
    const { values, files } = orgPrefill(record);
    body = (
      <OrgForm
        accountPhone={accountPhone}
        initial={values}
        files={files}
        previous={{ legalIdNumber: record.org?.legalIdNumber ?? '', contactPhone: record.org?.contactPhone ?? '' }}
      />
    );
  } else {
    const { values, files } = personPrefill(record);
    body = (
      <PersonForm
        accountPhone={accountPhone}
        initial={values}
        files={files}
        previous={{ idNumber: record.person?.idNumber ?? '', phone: record.person?.phone ?? '' }}
      />
    );
  }

  return (
    <RealnameLayout title={t('认证未通过原因')} step={status === AUTH_STATUS.rejected ? 0 : undefined}>
      {status === AUTH_STATUS.rejected && record ? (
        <Notice tone="error" title={t('您的实名认证未通过')}>
          <p className="m-0">{t('原因：{reason}', { reason: record.reason ? t(record.reason) : t('资料不符合要求') })}</p>
          <p className="m-0 text-xs text-muted">
            {record.reviewedAt
              ? t('提交时间 {submitted}，审核时间 {reviewed}。请修改后重新提交。', { submitted: record.submittedAt, reviewed: record.reviewedAt })
              : t('提交时间 {submitted}。请修改后重新提交。', { submitted: record.submittedAt })}
          </p>
        </Notice>
      ) : null}
      {body}
    </RealnameLayout>
  );
}
