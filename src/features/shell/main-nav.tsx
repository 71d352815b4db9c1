import { useQuery } from '@tanstack/react-query';
import type { NavItem } from '@contract/content';
import { cn } from '@/components/ui/cn';
import { HrefLink } from '@/components/ui/href-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useCommonStore } from '@/stores/common';
import { navigationQueryOptions } from '@/features/shell/shell.queries';

function NavEntry({ item, active }: { item: NavItem; active: boolean }) {
  const className = cn(
    'block whitespace-nowrap px-4 py-3 text-[15px] text-white/90 transition-colors hover:bg-brand-800 hover:text-white md:px-5',
    active && 'bg-brand-800 font-semibold text-white shadow-[inset_0_-3px_0_var(--color-brand-300)]',
  );
  const target = item.openPage === 1 ? '_blank' : undefined;
  const current = active ? 'page' : undefined;
  // inStation 1 is a route of this app; anything else is a full URL of another site.
  return item.inStation === 1 ? (
    <HrefLink href={item.navigationUrl} target={target} aria-current={current} className={className}>
      {item.navigationName}
    </HrefLink>
  ) : (
    <a href={item.navigationUrl} target={target} rel="noopener noreferrer" aria-current={current} className={className}>
      {item.navigationName}
    </a>
  );
}

/**
 * Main menu from the server (§1, §3 Navigation item). The active entry is the one whose menuFlag
 * equals the flag remembered for the active route. Scrolls sideways on narrow screens.
 */
export function MainNav() {
  const { data, isPending } = useQuery(navigationQueryOptions());
  const menuFlag = useCommonStore((s) => s.menuFlag);
  return (
    <nav aria-label="主导航" className="bg-brand-700">
      <div className="page-width overflow-x-auto">
        <ul className="m-0 flex list-none p-0">
          {isPending
            ? Array.from({ length: 7 }, (_, i) => (
                <li key={i} className="px-4 py-3">
                  <Skeleton className="h-5 w-16 bg-white/20" />
                </li>
              ))
            : (data ?? []).map((item) => (
                <li key={item.id}>
                  <NavEntry item={item} active={!!menuFlag && item.menuFlag === menuFlag} />
                </li>
              ))}
        </ul>
      </div>
    </nav>
  );
}
