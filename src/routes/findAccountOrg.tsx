import { createFileRoute } from '@tanstack/react-router';
import { FindAccountPage } from '@/features/auth/find-account-page';
import { msg } from '@/i18n';

function FindOrgAccount() {
  return <FindAccountPage kind="org" />;
}

/** /findAccountOrg (§2 account recovery, userType 2). */
export const Route = createFileRoute('/findAccountOrg')({
  staticData: { title: msg('找回机构账号'), simpleHeader: true },
  component: FindOrgAccount,
});
