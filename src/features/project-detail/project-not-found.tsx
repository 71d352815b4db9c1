import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';
import { useT } from '@/i18n';

/**
 * Not-found state of a detail page (unknown or malformed id, or a record taken down): explains it
 * and offers the list (`list`, default the project list) and the home page. `what` names the record (需求, 帮助文章;
 * default 项目) and `list.label` the link, both already in the active language.
 */
export function ProjectNotFound({ what, list }: { what?: string; list?: { href: string; label: string } }) {
  const t = useT('project-detail');
  const name = what ?? t('项目');
  const back = list ?? { href: '/project', label: t('浏览项目列表') };
  return (
    <div className="page-width flex flex-col items-center py-16 text-center">
      <SearchX aria-hidden className="size-14 text-brand-300" strokeWidth={1.25} />
      <h1 className="mt-4 text-xl font-semibold">{t('{what}不存在或已下架', { what: name })}</h1>
      <p className="mt-2 text-sm text-muted">{t('您访问的{what}可能已被撤回、编号有误或链接已失效。', { what: name })}</p>
      <div className="mt-6 flex gap-3">
        <HrefLink href={back.href} className={buttonVariants()}>
          {back.label}
        </HrefLink>
        <Button asChild variant="outline">
          <Link to="/index">{t('返回首页')}</Link>
        </Button>
      </div>
    </div>
  );
}
