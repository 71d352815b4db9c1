import { createFileRoute } from '@tanstack/react-router';
import { redirectSearchSchema } from '@/features/auth/auth-search';
import { RegisterPage } from '@/features/auth/register-page';
import { msg } from '@/i18n';

/** /register (§2 Account creation); `redirect` is handed on to /login after success. */
export const Route = createFileRoute('/register')({
  staticData: { title: msg('用户注册'), simpleHeader: true },
  validateSearch: redirectSearchSchema,
  component: RegisterPage,
});
