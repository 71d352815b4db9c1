import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { HrefLink } from '@/components/ui/href-link';
import { unreadCountQueryOptions } from '@/lib/inbox';
import { useT } from '@/i18n';

/** The badge text of a count: up to 99, then 99+. */
const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The header's unread-message bell (§2 /myMessage; issue 14): links to /myMessage, labelled 未读消息 N 条 for screen
 * readers, with a red badge while N > 0. The count is the shared unread query (src/lib/inbox.ts), which the push
 * notices and the inbox's own read / delete calls keep current. Render it only for a logged-in user.
 */
export function UnreadBell({ baseUserId, className }: { baseUserId: string; className?: string }) {
  const t = useT('common');
  const { data } = useQuery(unreadCountQueryOptions(baseUserId));
  const total = typeof data?.total === 'number' ? data.total : null;
  const label = total === null ? t('我的消息') : t('未读消息 {n} 条', { n: total });
  return (
    <HrefLink
      href="/myMessage"
      aria-label={label}
      title={label}
      className={`relative inline-flex size-6 items-center justify-center rounded-full text-ink-soft hover:text-brand-700 ${className ?? ''}`}
    >
      <Bell aria-hidden className="size-4" />
      {total !== null && total > 0 ? (
        <span aria-hidden data-testid="unread-badge" className="num absolute -right-1.5 -top-1 min-w-4 rounded-full bg-price px-1 text-center text-[10px] leading-4 text-white">
          {badgeText(total)}
        </span>
      ) : null}
    </HrefLink>
  );
}
