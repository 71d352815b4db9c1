import { createFileRoute } from '@tanstack/react-router';
import { FindAccountPage } from '@/features/auth/find-account-page';

function FindPersonAccount() {
  return <FindAccountPage kind="person" />;
}

/** /findAccountPerson (§2 account recovery, userType 1). */
export const Route = createFileRoute('/findAccountPerson')({
  staticData: { title: '找回个人账号', simpleHeader: true },
  component: FindPersonAccount,
});
