import { useRouterState } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { TEXT_CUT } from '@contract/constants';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { HrefLink } from '@/components/ui/href-link';
import { imageUrl } from '@/lib/env';
import { loginHref } from '@/lib/paths';
import { useSessionView } from '@/lib/session-view';
import { useLogout } from '@/lib/use-logout';
import { cutText } from '@/lib/format';
import { useT } from '@/i18n';

/**
 * Right side of the classify area (§2 Home): logged in — avatar, the user name cut to 8
 * characters, 用户中心 and 退出; logged out — a greeting with 登录 and 注册 buttons (登录 returns to
 * this page afterwards).
 */
export function ClassifyUserPanel() {
  const t = useT('home');
  const { loggedIn, name, headImg } = useSessionView();
  const here = useRouterState({ select: (s) => s.location.href });
  const logout = useLogout();
  const avatar = imageUrl(headImg);

  return (
    <Card aria-label={t('用户信息')} className="flex items-center gap-3 p-4">
      <span className="grid size-14 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 text-brand-600">
        {loggedIn && avatar ? <img src={avatar} alt={t('用户头像')} className="size-full object-cover" /> : <UserRound aria-hidden className="size-8" />}
      </span>
      {loggedIn ? (
        <div className="min-w-0 flex-1">
          <p className="m-0 truncate text-sm">
            {t('您好，')}
            <span translate="no" className="font-semibold text-brand-800" title={name}>{cutText(name, TEXT_CUT.userName)}</span>
          </p>
          <div className="mt-2 flex gap-2">
            <HrefLink href="/usercenterIndex" className={buttonVariants({ size: 'sm' })}>{t('用户中心')}</HrefLink>
            <button type="button" className={buttonVariants({ variant: 'secondary', size: 'sm' })} onClick={() => logout.mutate()} disabled={logout.isPending}>
              {t('退出')}
            </button>
          </div>
        </div>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="m-0 text-sm text-ink-soft">{t('您好，欢迎来到本平台！')}</p>
          <div className="mt-2 flex gap-2">
            <HrefLink href={loginHref(here)} className={buttonVariants({ size: 'sm', className: 'flex-1' })}>{t('登录')}</HrefLink>
            <HrefLink href="/register" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'flex-1' })}>{t('注册')}</HrefLink>
          </div>
        </div>
      )}
    </Card>
  );
}
