import { useEffect, useState } from 'react';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isChunkLoadError, retryChunkOnce } from '@/lib/chunk-retry';
import { useT } from '@/i18n';

/**
 * Default error component of the router. A failed page chunk (usually a new deployment) is
 * retried once by loading the same href again (§2, §8); any other error shows a Chinese message
 * with 重新加载 (re-runs the route's loaders and failed queries) and 返回首页.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const t = useT('common');
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const chunkError = isChunkLoadError(error);
  // True while the one document reload for this href is under way; false once it was used up.
  const [reloading, setReloading] = useState(chunkError);

  useEffect(() => {
    if (!chunkError) return;
    const started = retryChunkOnce(router.state.location.href, (href) => {
      void router.navigate({ href, replace: true, reloadDocument: true });
    });
    if (!started) setReloading(false);
  }, [chunkError, router]);

  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };

  return (
    <div role="alert" className="page-width flex flex-col items-center gap-3 py-20 text-center">
      <TriangleAlert aria-hidden className="size-12 text-warn" strokeWidth={1.5} />
      <h1 className="m-0 text-lg font-semibold">{reloading ? t('页面已更新，正在重新加载…') : t('页面加载失败')}</h1>
      <p className="m-0 max-w-md text-sm text-muted">
        {reloading
          ? t('如果页面没有自动刷新，请手动刷新浏览器。')
          : chunkError
            ? t('页面资源加载失败，请刷新浏览器后重试。')
            : t('数据加载出错，请稍后重试或返回首页。')}
      </p>
      <div className="mt-2 flex gap-3">
        <Button onClick={retry}>{t('重新加载')}</Button>
        <Button variant="secondary" asChild>
          <Link to="/index">{t('返回首页')}</Link>
        </Button>
      </div>
    </div>
  );
}
