import { useRef, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { HrefLink } from '@/components/ui/href-link';
import { TitledPanel } from '@/components/titled-panel';
import { UserCentreCrumb } from '@/components/user-centre-crumb';
import { useCurrentEntryInView } from '@/lib/use-current-entry-in-view';
import { ACCOUNT_SETTINGS, USERCENTER_SECTIONS } from '@/lib/usercentre-nav';
import { useT } from '@/i18n';

const navLink = 'block shrink-0 whitespace-nowrap rounded-control px-3 py-2 text-sm text-ink-soft hover:bg-brand-50 hover:text-brand-700';
const activeLink = 'block shrink-0 whitespace-nowrap rounded-control px-3 py-2 text-sm bg-brand-50 font-semibold text-brand-700';
/** The menu's sections: the records of the user centre (trade, messages, favourites), not the account settings. */
const MENU = USERCENTER_SECTIONS.filter((s) => s.title !== ACCOUNT_SETTINGS);

/**
 * Frame of the user's record pages (§2 user centre: /myProject, /myDeposit, /myMessage, …; its layout is not
 * specified): breadcrumb 用户中心 / `title`, a side menu of the user-centre sections with `active` (the href of the
 * page, or of its list for a detail page) marked as the current page — a scrolling strip on phones — and a titled
 * panel with `extra` (actions) at the right of the title.
 */
export function UserCentreLayout({ title, active, extra, children }: { title: string; active: string; extra?: ReactNode; children: ReactNode }) {
  const t = useT('common');
  const nav = useRef<HTMLElement>(null);
  useCurrentEntryInView(nav, active);
  return (
    <div className="page-width py-4 sm:py-6">
      <UserCentreCrumb title={title} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[180px_minmax(0,1fr)]">
        <Card className="p-2">
          <nav ref={nav} aria-label={t('用户中心')}>
            {MENU.map((section) => (
              <div key={section.title} className="md:mb-2">
                <p className="m-0 hidden px-3 pb-1 pt-2 text-xs text-muted md:block">{t(section.title)}</p>
                <ul className="m-0 flex list-none gap-1 overflow-x-auto p-0 md:flex-col">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <HrefLink href={link.href} className={link.href === active ? activeLink : navLink} aria-current={link.href === active ? 'page' : undefined}>
                        {t(link.label)}
                      </HrefLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </Card>
        <TitledPanel title={t(title)} extra={extra}>{children}</TitledPanel>
      </div>
    </div>
  );
}
