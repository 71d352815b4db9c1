import { Fragment } from 'react';
import { ChevronRight } from 'lucide-react';
import { HrefLink } from '@/components/ui/href-link';

/** One crumb; the last one (the current page) has no href. */
export interface Crumb {
  label: string;
  href?: string;
}

/** 首页 › section › … trail above a content page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: '首页', href: '/index' }, ...items];
  return (
    <nav aria-label="面包屑" className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-muted">
      {all.map((c, i) => (
        <Fragment key={i}>
          {i > 0 ? <ChevronRight aria-hidden className="size-3.5 shrink-0" /> : null}
          {c.href ? (
            <HrefLink href={c.href} className="hover:text-brand-700">
              {c.label}
            </HrefLink>
          ) : (
            <span aria-current="page" className="min-w-0 truncate text-ink-soft">
              {c.label}
            </span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
