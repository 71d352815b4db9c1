import { useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AUTH_STATUS, USER_TYPE } from '@contract/auth';
import { Card } from '@/components/ui/card';
import { userDetailQueryOptions } from '@/lib/user-detail';
import { useCurrentEntryInView } from '@/lib/use-current-entry-in-view';
import { useSessionStore } from '@/stores/session';
import { TitledPanel } from '@/components/titled-panel';
import { UserCentreCrumb } from '@/components/user-centre-crumb';
import { msg, useT } from '@/i18n';

const NAV = [
  { to: '/membership', label: msg('会员信息') },
  { to: '/accountSafe', label: msg('账户安全') },
  { to: '/updatePassWord', label: msg('修改密码') },
  { to: '/memberEditPhone', label: msg('更换手机号') },
  { to: '/memberEditHead', label: msg('修改头像') },
] as const;

const navLink = 'block shrink-0 whitespace-nowrap rounded-control px-3 py-2 text-sm text-ink-soft hover:bg-brand-50 hover:text-brand-700';

/** The real-name entry for this account: its record once submitted, else the flow of its kind (§6). */
function useRealnameLink(): '/realNamePersonInfo' | '/realNameOrg' | '/realNamePerson' {
  const baseUserId = useSessionStore((s) => s.baseUserId ?? '');
  const { data } = useQuery(userDetailQueryOptions(baseUserId));
  if (data && data.authStatus !== AUTH_STATUS.unverified) return '/realNamePersonInfo';
  return data?.userType === USER_TYPE.organisation ? '/realNameOrg' : '/realNamePerson';
}

/**
 * Frame of the account pages (§2 user centre; its layout is not specified): breadcrumb, a side
 * menu of the account settings (a scrolling strip on phones) and a titled panel. `title` is shown as given (translated).
 */
export function MemberLayout({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const t = useT('member');
  const realname = useRealnameLink();
  const nav = useRef<HTMLElement>(null);
  useCurrentEntryInView(nav, title);
  return (
    <div className="page-width py-4 sm:py-6">
      <UserCentreCrumb title={title} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[180px_minmax(0,1fr)]">
        <Card className="p-2">
          <nav ref={nav} aria-label={t('账户设置')}>
            <ul className="m-0 flex list-none gap-1 overflow-x-auto p-0 md:flex-col">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={navLink} activeProps={{ className: 'bg-brand-50 font-semibold text-brand-700', 'aria-current': 'page' }}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={realname} className={navLink}>{t('实名认证')}</Link>
              </li>
            </ul>
          </nav>
        </Card>
        <TitledPanel title={title} extra={extra}>{children}</TitledPanel>
      </div>
    </div>
  );
}
