import { createFileRoute } from '@tanstack/react-router';
import { loginSearchSchema } from '@/features/auth/auth-search';
import { LoginPage } from '@/features/auth/login-page';
import { msg } from '@/i18n';

/** /login (§2 Login and logout): account or SMS login; `redirect` is followed after success. */
export const Route = createFileRoute('/login')({
  staticData: { title: msg('用户登录'), simpleHeader: true },
  validateSearch: loginSearchSchema,
  component: LoginPage,
});
