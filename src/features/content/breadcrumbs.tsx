import { Fragment } from 'react';
import { ChevronRight } from 'lucide-react';
import { HrefLink } from '@/components/ui/href-link';
import { useT } from '@/i18n';

/** One crumb; the last one (the current page) has no href. `label` is shown as given; `data` marks a server name (a plate's). */
export interface Crumb {
  label: string;
  href?: string;
  data?: boolean;
}

/** 首页 › section › … trail above a content page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT('content');
  const all: Crumb[] = [{ label: t('首页'), href: '/index' }, ...items];
  return (
    <nav aria-label={t('面包屑')} className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-muted">
      {all.map((c, i) => (
        <Fragment key={i}>
          {i > 0 ? <ChevronRight aria-hidden className="size-3.5 shrink-0" /> : null}
          {c.href ? (
            <HrefLink href={c.href} className="hover:text-brand-700" translate={c.data ? 'no' : undefined}>
              {c.label}
            </HrefLink>
          ) : (
            <span aria-current="page" className="min-w-0 truncate text-ink-soft" translate={c.data ? 'no' : undefined}>
              {c.label}
            </span>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
