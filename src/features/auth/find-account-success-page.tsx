import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthLayout } from '@/features/auth/auth-layout';

const route = getRouteApi('/findAccountSuccess');

/**
 * /findAccountSuccess: the masked login name found by /findAccountPerson or /findAccountOrg
 * (it arrives in the search, already masked by the server). Opened without one, it sends the
 * visitor back to the lookup.
 */
export function FindAccountSuccessPage() {
  const { loginName, type } = route.useSearch();
  const again = type === 'org' ? '/findAccountOrg' : '/findAccountPerson';
  return (
    <AuthLayout title="找回账号">
      {loginName ? (
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <CircleCheck aria-hidden className="size-12 text-brand-600" strokeWidth={1.5} />
          <p className="m-0 text-base text-ink">已找到您的账号</p>
          <p className="m-0 text-sm text-ink-soft">
            登录名：<span className="num text-lg font-semibold tracking-wide text-brand-800">{loginName}</span>
          </p>
          <p className="m-0 text-xs text-muted">为保护账号安全，登录名已部分隐藏。忘记密码可通过手机号码重置。</p>
          <div className="mt-3 flex w-full gap-3">
            <Button asChild size="lg" className="flex-1"><Link to="/login">去登录</Link></Button>
            <Button asChild size="lg" variant="outline" className="flex-1"><Link to="/findPassword">找回密码</Link></Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <p className="m-0 text-sm text-ink-soft">没有可显示的账号信息，请重新查询。</p>
          <Button asChild><Link to={again}>重新找回账号</Link></Button>
        </div>
      )}
    </AuthLayout>
  );
}
