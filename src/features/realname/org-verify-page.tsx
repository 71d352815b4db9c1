import { OrgForm } from '@/features/realname/org-form';
import { VerifyGate } from '@/features/realname/verify-gate';
import { useT } from '@/i18n';

/**
 * /realNameOrg (§2 real-name verification, §6 organisation flow): the organisation form with the
 * business-licence check, then the same review progress and outcome pages as persons.
 */
export function OrgVerifyPage() {
  const t = useT('realname');
  return (
    <VerifyGate kind="org" title={t('机构实名认证')}>
      {(accountPhone) => <OrgForm accountPhone={accountPhone} />}
    </VerifyGate>
  );
}
