import { createFileRoute } from '@tanstack/react-router';
import { FindAccountPage } from '@/features/auth/find-account-page';
import { msg } from '@/i18n';

function FindPersonAccount() {
  return <FindAccountPage kind="person" />;
}

/** /findAccountPerson (§2 account recovery, userType 1). */
export const Route = createFileRoute('/findAccountPerson')({
  staticData: { title: msg('找回个人账号'), simpleHeader: true },
  component: FindPersonAccount,
});
