import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { Phone, UserRound } from 'lucide-react';
import { PLATFORM_NAME } from '@contract/constants';
import { HrefLink } from '@/components/ui/href-link';
import { imageUrl } from '@/lib/env';
import { loginHref } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useSessionView } from '@/lib/session-view';
import { useLogout } from '@/lib/use-logout';
import { useSessionStore } from '@/stores/session';
import { AppQrPopup } from '@/features/shell/app-qr-popup';
import { LockScreenAction } from '@/features/shell/lock-screen-dialog';
import { UnreadBell } from '@/features/shell/unread-bell';
import { UserCenterLink } from '@/features/shell/user-center-link';
import { websiteConfigQueryOptions } from '@/features/shell/shell.queries';
import { LanguageSwitch } from '@/features/shell/language-switch';
import { useT } from '@/i18n';

const linkClass = 'hover:text-brand-700';

/**
 * Thin bar above the header (§1): welcome text and 登录 | 注册 when logged out, or the user name
 * (max 100px, truncated, to /usercenterIndex) with its avatar (headImg or a default), the unread-message bell
 * (to /myMessage, live count), 锁屏 (§4
 * Screen lock) and 退出 when logged in; then 用户中心, 帮助中心,
 * 手机APP (QR popup) and the 服务热线 from the website config. The login link carries the current
 * page as `redirect`. On a guarded page without a session — the server's render of its public first screen
 * (src/entry-server.tsx), which does not know the visitor, and while the browser hydrates it — the account slot is
 * left blank rather than offering a logged-in bidder 登录 | 注册 until the browser has drawn the page.
 */
export function TopBar() {
  const t = useT('common');
  const { loggedIn, name, headImg } = useSessionView();
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const avatar = imageUrl(headImg);
  const href = useRouterState({ select: (s) => s.location.href });
  // While the browser hydrates the server's render of a guarded page, the slot stays as the server left it.
  const hydrated = useHydrated();
  const visitorUnknown = useRouterState({ select: (s) => !(loggedIn && hydrated) && s.matches.some((m) => m.staticData.requireAuth) });
  const { data: config } = useQuery(websiteConfigQueryOptions());
  const logout = useLogout();

  return (
    <div className="border-b border-line bg-canvas text-xs text-ink-soft">
      <div className="page-width flex min-h-8 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1">
        <div className="flex items-center gap-2">
          <span className="hidden sm:inline">{t('您好，欢迎来到{platform}！', { platform: t(config?.platformName || PLATFORM_NAME) })}</span>
          {visitorUnknown ? (
            <span aria-hidden className="inline-block h-6 w-24" />
          ) : loggedIn ? (
            <>
              <HrefLink href="/usercenterIndex" title={name} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                <span aria-hidden className="grid size-5 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 text-brand-600">
                  {avatar ? <img src={avatar} alt="" className="size-full object-cover" /> : <UserRound className="size-3.5" />}
                </span>
                <span className="inline-block max-w-[100px] truncate" translate={name ? 'no' : undefined}>{name || t('用户')}</span>
              </HrefLink>
              {baseUserId ? <UnreadBell baseUserId={baseUserId} /> : null}
              <LockScreenAction className={linkClass} />
              <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending} className={linkClass}>
                {t('退出')}
              </button>
            </>
          ) : (
            <>
              <HrefLink href={loginHref(href)} className="text-brand-700 hover:underline">{t('登录')}</HrefLink>
              <span aria-hidden className="text-line">|</span>
              <HrefLink href="/register" className={linkClass}>{t('注册')}</HrefLink>
            </>
          )}
        </div>
        <nav aria-label={t('快捷入口')} className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <UserCenterLink loggedIn={loggedIn} className={linkClass} />
          <HrefLink href="/helpCenter" className={linkClass}>{t('帮助中心')}</HrefLink>
          <AppQrPopup qrText={config?.appQrText} />
          <LanguageSwitch className={linkClass} />
          {config?.hotline ? (
            <span className="inline-flex items-center gap-1">
              <Phone aria-hidden className="size-3.5 text-brand-600" />
              {t('服务热线：')}<span className="num font-medium text-brand-700">{config.hotline}</span>
            </span>
          ) : null}
        </nav>
      </div>
    </div>
  );
}
