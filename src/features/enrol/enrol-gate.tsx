import { AlertTriangle } from 'lucide-react';
import type { EnrolmentView } from '@contract/enrolment';
import type { EnrolmentCheckAnswer } from '@contract/realname';
import { buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { useT } from '@/i18n';

const VERIFY_CODES = new Set(['notVerified', 'verifying', 'verificationRejected']);

/**
 * Why this user cannot (or need not) fill in the enrolment form, shown above it: an existing
 * enrolment (→ the cashier) or the refusals of the enrolment check with a link to the real-name
 * flow when verification is what is missing. Unknown reason codes show their message as is.
 * Renders nothing when the check allows the enrolment.
 */
export function EnrolGate({ check, mine, userType }: { check?: EnrolmentCheckAnswer; mine?: EnrolmentView | null; userType?: number }) {
  const t = useT('enrol');
  if (mine) {
    return (
      <div role="status" className="flex flex-wrap items-center gap-3 rounded-card border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
        <span className="flex-1">{t('您已报名该项目（{state}），无需重复报名。', { state: t(mine.stateLabel) })}</span>
        <HrefLink href={`/cashierDesk?enrolmentId=${mine.id}`} className={buttonVariants({ size: 'sm' })}>
          {mine.state === 'paid' ? t('查看缴费结果') : t('去缴纳保证金')}
        </HrefLink>
      </div>
    );
  }
  const reasons = (check?.reasons ?? []).filter((r) => r.code !== 'directionalCodeRequired');
  if (!reasons.length) return null;
  const verify = reasons.some((r) => VERIFY_CODES.has(r.code));
  return (
    <div role="alert" className="flex flex-wrap items-start gap-3 rounded-card border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-warn">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <ul className="min-w-0 flex-1 list-none space-y-0.5 p-0">
        {reasons.map((r, i) => (
          <li key={`${r.code}-${i}`}>{r.msg}</li>
        ))}
      </ul>
      {verify ? (
        <HrefLink href={userType === 2 ? '/realNameOrg' : '/realNamePerson'} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          {t('去实名认证')}
        </HrefLink>
      ) : null}
    </div>
  );
}
