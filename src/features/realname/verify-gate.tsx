import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { AUTH_STATUS, USER_TYPE } from '@contract/auth';
import { RealnameLayout, type RealnameStep } from '@/features/realname/realname-layout';
import { ReviewProgress, useReviewOutcome } from '@/features/realname/review-progress';
import { LoadState, Notice, VerifiedNotice, WrongFlowNotice } from '@/features/realname/status-notices';
import { useRealnameData } from '@/features/realname/use-realname-data';
import { useT } from '@/i18n';

/**
 * The states around a verification form, shared by both flows (§6): loading / failed, an account
 * of the other kind, 认证中 (the review progress), 已认证 — and otherwise the form itself, after a
 * reminder when the last submission was rejected. Submitting makes the record 认证中, which turns
 * this page into the review progress without a navigation.
 */
export function VerifyGate({
  kind,
  title,
  children,
}: {
  kind: 'person' | 'org';
  title: string;
  /** The form, given the account's masked phone ('' when unbound). */
  children: (accountPhone: string) => ReactNode;
}) {
  const t = useT('realname');
  const { baseUserId, profile, record, status, isPending, isError, retry } = useRealnameData();
  const phase = useReviewOutcome(baseUserId, status);
  const isOrgAccount = profile?.userType === USER_TYPE.organisation;
  const step: RealnameStep = status === AUTH_STATUS.verifying ? 1 : status === AUTH_STATUS.verified ? 3 : 0;

  let body: ReactNode;
  if (isPending || isError || !profile) body = <LoadState isPending={isPending} isError={isError || !profile} retry={retry} />;
  else if (isOrgAccount !== (kind === 'org')) body = <WrongFlowNotice org={isOrgAccount} />;
  else if (phase !== 'idle' || status === AUTH_STATUS.verifying) body = <ReviewProgress baseUserId={baseUserId} settling={phase === 'settling'} />;
  else if (status === AUTH_STATUS.verified) body = <VerifiedNotice />;
  else {
    body = (
      <>
        {status === AUTH_STATUS.rejected && record ? (
          <Notice tone="error" title={t('上次提交的认证未通过')}>
            {record.reason ? t(record.reason) : t('请核对资料后重新提交')}
            <Link to="/membershipReason" className="ml-2 text-brand-700 hover:underline">{t('查看原因并修改')}</Link>
          </Notice>
        ) : null}
        {children(profile.phone)}
      </>
    );
  }
  return (
    <RealnameLayout title={title} step={step}>
      {body}
    </RealnameLayout>
  );
}
