import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { Menu, X } from 'lucide-react';
import type { NavItem } from '@contract/content';
import { cn } from '@/components/ui/cn';
import { HrefLink } from '@/components/ui/href-link';
import { Skeleton } from '@/components/ui/skeleton';
import { msg, useT } from '@/i18n';
import { mergeStaticData } from '@/lib/route-meta';
import { useCommonStore } from '@/stores/common';
import { navigationQueryOptions } from '@/features/shell/shell.queries';

/**
 * The menu names the server seeds (§3 Navigation item), as messages: a known name shows translated, any other
 * (an organisation's name, a menu the operator added) as sent.
 */
const NAV_NAMES: ReadonlySet<string> = new Set([
  msg('首页'), msg('交易项目'), msg('竞价大厅'), msg('需求信息'), msg('新闻中心'), msg('政策法规'), msg('通知公告'), msg('帮助中心'),
  msg('关于我们'),
]);

function NavEntry({ item, active, className: extra, onNavigate }: { item: NavItem; active: boolean; className?: string; onNavigate?: () => void }) {
  const t = useT('common');
  const className = cn(
    'block whitespace-nowrap px-4 py-3 text-[15px] text-white/90 transition-colors hover:bg-brand-800 hover:text-white md:px-5',
    active && 'bg-brand-800 font-semibold text-white shadow-[inset_0_-3px_0_var(--color-brand-300)]',
    extra,
  );
  const target = item.openPage === 1 ? '_blank' : undefined;
  const current = active ? 'page' : undefined;
  const known = NAV_NAMES.has(item.navigationName);
  const name = known ? t(item.navigationName) : item.navigationName;
  const translate = known ? undefined : 'no';
  // inStation 1 is a route of this app; anything else is a full URL of another site.
  return item.inStation === 1 ? (
    <HrefLink href={item.navigationUrl} target={target} aria-current={current} translate={translate} className={className} onClick={onNavigate}>
      {name}
    </HrefLink>
  ) : (
    <a href={item.navigationUrl} target={target} rel="noopener noreferrer" aria-current={current} translate={translate} className={className} onClick={onNavigate}>
      {name}
    </a>
  );
}

/**
 * Main menu from the server (§1, §3 Navigation item). The active entry is the one whose menuFlag equals the active
 * route's flag, else the flag remembered for the session; on a route outside the menu (`outsideMenu`) none is. On
 * narrow screens the strip scrolls sideways, with a fade at the edge while more entries lie beyond it, and a menu
 * button (aria-expanded) opens the whole list below the bar; it closes on a choice, on Escape or on navigation.
 */
export function MainNav() {
  const t = useT('common');
  const { data, isPending } = useQuery(navigationQueryOptions());
  // The route's own flag first: the router's matches are the same in a server render, in the hydrating browser and
  // after, so a server-rendered page arrives with its entry marked; a route without one (a detail page) keeps the
  // flag remembered for the session, which the store holds once the page is hydrated; a route outside the menu (the
  // user centre) marks none.
  const routeFlag = useRouterState({
    select: (s) => {
      const meta = mergeStaticData(s.matches);
      return meta.menuFlag || (meta.outsideMenu ? '' : undefined);
    },
  });
  const rememberedFlag = useCommonStore((s) => s.menuFlag);
  const menuFlag = routeFlag ?? rememberedFlag;
  const [open, setOpen] = useState(false);
  const [more, setMore] = useState(false);
  const strip = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const path = useRouterState({ select: (s) => s.location.pathname });

  // Whether entries lie beyond the strip's right edge (the fade and its cue).
  const measure = useCallback(() => {
    const el = strip.current;
    setMore(!!el && el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const el = strip.current;
    if (!el || typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // A new observer reports the strip once, after the browser's next layout, and again on every change of its size:
    // no layout forced here, in the effects that follow a hydration's commit.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, data]);
  useEffect(() => setOpen(false), [path]);

  const items = data ?? [];
  const close = () => setOpen(false);
  return (
    <nav
      aria-label={t('主导航')}
      className="bg-brand-700"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <div className="page-width flex items-stretch">
        <div className="relative min-w-0 flex-1">
          <ul ref={strip} onScroll={measure} className="m-0 flex list-none overflow-x-auto p-0 [scrollbar-width:thin]">
            {isPending
              ? Array.from({ length: 7 }, (_, i) => (
                  <li key={i} className="px-4 py-3">
                    <Skeleton className="h-5 w-16 bg-white/20" />
                  </li>
                ))
              : items.map((item) => (
                  <li key={item.id}>
                    <NavEntry item={item} active={!!menuFlag && item.menuFlag === menuFlag} />
                  </li>
                ))}
          </ul>
          {more ? <span aria-hidden data-testid="nav-more" className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-brand-700 to-transparent" /> : null}
        </div>
        {items.length ? (
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-label={open ? t('收起菜单') : t('全部栏目')}
            title={open ? t('收起菜单') : t('全部栏目')}
            onClick={() => setOpen((v) => !v)}
            className="grid w-11 shrink-0 place-items-center text-white/90 hover:bg-brand-800 hover:text-white md:hidden"
          >
            {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          </button>
        ) : null}
      </div>
      {open ? (
        <ul id={listId} className="page-width m-0 grid list-none grid-cols-2 border-t border-white/15 p-0 pb-2 md:hidden">
          {items.map((item) => (
            <li key={item.id} className="min-w-0">
              <NavEntry item={item} active={!!menuFlag && item.menuFlag === menuFlag} className="truncate" onNavigate={close} />
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
