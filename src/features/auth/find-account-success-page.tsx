import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthLayout } from '@/features/auth/auth-layout';
import { useT } from '@/i18n';

const route = getRouteApi('/findAccountSuccess');

/**
 * /findAccountSuccess: the masked login name found by /findAccountPerson or /findAccountOrg
 * (it arrives in the search, already masked by the server). Opened without one, it sends the
 * visitor back to the lookup.
 */
export function FindAccountSuccessPage() {
  const t = useT('auth');
  const { loginName, type } = route.useSearch();
  const again = type === 'org' ? '/findAccountOrg' : '/findAccountPerson';
  return (
    <AuthLayout title={t('找回账号')}>
      {loginName ? (
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <CircleCheck aria-hidden className="size-12 text-brand-600" strokeWidth={1.5} />
          <p className="m-0 text-base text-ink">{t('已找到您的账号')}</p>
          <p className="m-0 text-sm text-ink-soft">
            {t('登录名：')}<span translate="no" className="num text-lg font-semibold tracking-wide text-brand-800">{loginName}</span>
          </p>
          <p className="m-0 text-xs text-muted">{t('为保护账号安全，登录名已部分隐藏。忘记密码可通过手机号码重置。')}</p>
          <div className="mt-3 flex w-full gap-3">
            <Button asChild size="lg" className="flex-1"><Link to="/login">{t('去登录')}</Link></Button>
            <Button asChild size="lg" variant="outline" className="flex-1"><Link to="/findPassword">{t('找回密码')}</Link></Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <p className="m-0 text-sm text-ink-soft">{t('没有可显示的账号信息，请重新查询。')}</p>
          <Button asChild><Link to={again}>{t('重新找回账号')}</Link></Button>
        </div>
      )}
    </AuthLayout>
  );
}
