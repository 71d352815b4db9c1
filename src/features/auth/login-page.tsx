import { getRouteApi, Link, useRouter } from '@tanstack/react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { safeRedirect } from '@/lib/paths';
import { AuthLayout } from '@/features/auth/auth-layout';
import type { LoginTab } from '@/features/auth/auth-search';
import { CodeLoginForm } from '@/features/auth/code-login-form';
import { PasswordLoginForm } from '@/features/auth/password-login-form';
import { useT } from '@/i18n';

const route = getRouteApi('/login');
/** A link inside a sentence: underlined, not told apart by colour alone (WCAG 1.4.1). */
const linkClass = 'text-brand-700 underline underline-offset-2';

/**
 * /login (§2 Login and logout): 账号登录 and 短信登录 as tabs (the tab lives in the URL). After a
 * successful login the user lands on `redirect` when it is a same-origin path, else /index.
 * Links to 注册, 忘记密码 and 找回账号 keep the redirect.
 */
export function LoginPage() {
  const t = useT('auth');
  const { redirect, loginName, tab = 'account' } = route.useSearch();
  const navigate = route.useNavigate();
  const router = useRouter();
  const done = () => void router.navigate({ href: safeRedirect(redirect), replace: true });
  const setTab = (next: string) =>
    void navigate({ search: (prev) => ({ ...prev, tab: next === 'account' ? undefined : (next as LoginTab) }), replace: true });

  return (
    <AuthLayout
      title={t('用户登录')}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>
            {t('还没有账号？')}<Link to="/register" search={{ redirect }} className={linkClass}>{t('立即注册')}</Link>
          </span>
          <span className="flex gap-3">
            <Link to="/findPassword" className={linkClass}>{t('忘记密码')}</Link>
            <Link to="/findAccountPerson" className={linkClass}>{t('找回账号')}</Link>
          </span>
        </div>
      }
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('登录方式')} className="mb-2">
          <TabsTrigger value="account" className="flex-1">{t('账号登录')}</TabsTrigger>
          <TabsTrigger value="sms" className="flex-1">{t('短信登录')}</TabsTrigger>
        </TabsList>
        <TabsContent value="account">
          <PasswordLoginForm defaultUsername={loginName} onLoggedIn={done} />
        </TabsContent>
        <TabsContent value="sms">
          <CodeLoginForm onLoggedIn={done} />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
