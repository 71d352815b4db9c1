import { createFileRoute } from '@tanstack/react-router';
import { FindPasswordPage } from '@/features/auth/find-password-page';
import { msg } from '@/i18n';

/** /findPassword (§2 password recovery by phone and SMS code). */
export const Route = createFileRoute('/findPassword')({
  staticData: { title: msg('找回密码'), simpleHeader: true },
  component: FindPasswordPage,
});
