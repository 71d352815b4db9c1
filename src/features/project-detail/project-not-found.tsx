import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { HrefLink } from '@/components/ui/href-link';

/**
 * Not-found state of a detail page (unknown or malformed id, or a record taken down): explains it
 * in Chinese and offers the list (`list`, default the project list) and the home page. `what`
 * names the record (项目, 需求).
 */
export function ProjectNotFound({ what = '项目', list = { href: '/project', label: '浏览项目列表' } }: { what?: string; list?: { href: string; label: string } }) {
  return (
    <div className="page-width flex flex-col items-center py-16 text-center">
      <SearchX aria-hidden className="size-14 text-brand-300" strokeWidth={1.25} />
      <h1 className="mt-4 text-xl font-semibold">{what}不存在或已下架</h1>
      <p className="mt-2 text-sm text-muted">您访问的{what}可能已被撤回、编号有误或链接已失效。</p>
      <div className="mt-6 flex gap-3">
        <HrefLink href={list.href} className={buttonVariants()}>
          {list.label}
        </HrefLink>
        <Button asChild variant="outline">
          <Link to="/index">返回首页</Link>
        </Button>
      </div>
    </div>
  );
}
