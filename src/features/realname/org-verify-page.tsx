import { OrgForm } from '@/features/realname/org-form';
import { VerifyGate } from '@/features/realname/verify-gate';

/**
 * /realNameOrg (§2 real-name verification, §6 organisation flow): the organisation form with the
 * business-licence check, then the same review progress and outcome pages as persons.
 */
export function OrgVerifyPage() {
  return (
    <VerifyGate kind="org" title="机构实名认证">
      {(accountPhone) => <OrgForm accountPhone={accountPhone} />}
    </VerifyGate>
  );
}
