import { getRouteApi, Link } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { AuthLayout } from '@/features/auth/auth-layout';
import { RegisterForm } from '@/features/auth/register-form';
import { useT } from '@/i18n';

const route = getRouteApi('/register');

/**
 * /register (§2 Account creation). On success it does not log in: it says so and opens /login
 * with the new login name filled in and the same redirect.
 */
export function RegisterPage() {
  const t = useT('auth');
  const { redirect } = route.useSearch();
  const navigate = route.useNavigate();
  const registered = (loginName: string) => {
    toast.success(t('注册成功，请登录'));
    void navigate({ to: '/login', search: { redirect, loginName } });
  };
  return (
    <AuthLayout
      title={t('用户注册')}
      footer={
        <span>
          {t('已有账号？')}<Link to="/login" search={{ redirect }} className="text-brand-700 underline underline-offset-2">{t('直接登录')}</Link>
        </span>
      }
    >
      <RegisterForm onRegistered={registered} />
    </AuthLayout>
  );
}
