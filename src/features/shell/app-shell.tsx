import { Outlet, useMatches } from '@tanstack/react-router';
import { mergeStaticData } from '@/lib/route-meta';
import { LoginPromptDialog } from '@/features/shell/login-prompt';
import { SimpleHeader, SiteHeader } from '@/features/shell/site-header';
import { SiteFooter } from '@/features/shell/site-footer';
import { useT } from '@/i18n';

/**
 * Page frame of every route (§2 App shell): header (full or simple), the page, the footer, and
 * the 用户未登录 prompt. Each part is toggled by the matched routes' staticData
 * (`hideHeader`, `simpleHeader`, `hideFooter`).
 */
export function AppShell() {
  const t = useT('common');
  const meta = useMatches({ select: (matches) => mergeStaticData(matches) });
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-white focus:px-3 focus:py-2"
      >
        {t('跳到主要内容')}
      </a>
      {meta.hideHeader ? null : meta.simpleHeader ? <SimpleHeader /> : <SiteHeader />}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {meta.hideFooter ? null : <SiteFooter />}
      <LoginPromptDialog />
    </div>
  );
}
