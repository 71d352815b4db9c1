import { PersonForm } from '@/features/realname/person-form';
import { VerifyGate } from '@/features/realname/verify-gate';
import { useT } from '@/i18n';

/**
 * /realNamePerson (§2 real-name verification, §6 person flow): the person form, then the review
 * progress (认证中), then /realNamePersonInfo or /membershipReason by the reviewer's decision.
 */
export function PersonVerifyPage() {
  const t = useT('realname');
  return (
    <VerifyGate kind="person" title={t('个人实名认证')}>
      {(accountPhone) => <PersonForm accountPhone={accountPhone} />}
    </VerifyGate>
  );
}
