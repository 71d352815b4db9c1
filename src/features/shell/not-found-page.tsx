import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/**
 * The /404 page (§2, §8): 哎呀亲...您访问的页面出错了！ with 返回首页 and 返回上一页. Going back
 * needs a previous entry, in the router (an in-app navigation) or in the tab (a full page load after
 * another page); a tab whose history is this page alone goes home instead.
 */
export function NotFoundPage() {
  const t = useT('common');
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const back = () => {
    if (canGoBack || window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/index' });
  };

  return (
    <div className="page-width flex flex-col items-center py-16 text-center">
      <svg viewBox="0 0 200 120" aria-hidden className="w-64 max-w-full">
        <text x="100" y="78" textAnchor="middle" fontSize="72" fontWeight="700" fill="var(--color-brand-200)">404</text>
        <path d="M30 100c25-6 45-9 70-9s45 3 70 9" stroke="var(--color-brand-400)" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <h1 className="m-0 mt-4 text-xl font-semibold text-ink">{t('哎呀亲...您访问的页面出错了！')}</h1>
      <p className="m-0 mt-2 text-sm text-muted">{t('页面可能已被删除、更名或暂时不可用。')}</p>
      <div className="mt-6 flex gap-3">
        <Button asChild>
          <Link to="/index">{t('返回首页')}</Link>
        </Button>
        <Button variant="outline" onClick={back}>
          {t('返回上一页')}
        </Button>
      </div>
    </div>
  );
}
