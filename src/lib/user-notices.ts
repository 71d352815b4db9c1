import { createElement, useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MESSAGE_CATEGORY_LABELS, type MessageCategory } from '@contract/message-paths';
import type { PushMessage } from '@streams/push';
import { inboxChanged } from '@/lib/inbox';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session';
import { msg, t } from '@/i18n/i18n';

/** The push channel's topic of the logged-in user's own notices (contract/realtime.ts). */
const USER_TOPIC = 'user';

/** The fields of `notice:message` this client reads (contract/realtime.ts). */
interface MessageNotice {
  id: string | null;
  title: string;
  category: MessageCategory | null;
  unread: number;
}

const MSG_NEW_MESSAGE = msg('新消息');

const isMessageNotice = (m: PushMessage): m is PushMessage & MessageNotice => m.type === 'notice:message' && typeof m.unread === 'number';

/**
 * Applies one push message of the `user` topic: a `notice:message` sets the unread total at once (header, tiles), marks
 * the message lists and the user-centre summary stale, and a new message (id not null) shows an info toast: its
 * category, and its title below. Other messages are left to whoever handles them.
 */
export function applyUserNotice(queryClient: QueryClient, baseUserId: string, message: PushMessage): void {
  if (!isMessageNotice(message)) return;
  inboxChanged(queryClient, baseUserId, { total: message.unread });
  if (message.id !== null && message.title) {
    const label = t(message.category ? MESSAGE_CATEGORY_LABELS[message.category] : MSG_NEW_MESSAGE);
    // The title is the stored message's own text (data, written in Chinese when it was stored): marked as such, as in
    // the message lists, under the category label in the portal's language.
    toast.info(label, { id: `message-${message.id}`, description: createElement('span', { translate: 'no' }, message.title) });
  }
}

/**
 * Holds the push channel's `user` topic while a password session is logged in (the token is sent with each
 * subscription, read fresh on every reconnect; a refreshed token subscribes again) and applies its notices
 * ({@link applyUserNotice}). Mounted once, by the root route.
 */
export function useUserNotices(): void {
  const queryClient = useQueryClient();
  const baseUserId = useSessionStore((s) => s.baseUserId);
  const token = useSessionStore((s) => (s.grantType === 'password' ? s.token : undefined));
  useEffect(() => {
    if (!baseUserId || !token) return undefined;
    // The channel's code loads with the first logged-in page, after the first screen (bench/README.md "Web: initial JS").
    // No rxjs here either: the subscription starts once the channel's module is in.
    let gone = false;
    let subscription: { unsubscribe(): void } | undefined;
    import('@streams/push').then(
      ({ pushTopics$ }) => {
        if (gone) return;
        subscription = pushTopics$([USER_TOPIC], () => useSessionStore.getState().token).subscribe({
          next: (message) => applyUserNotice(queryClient, baseUserId, message),
          error: () => undefined,
        });
      },
      // The channel failed to load: the counts still refresh on focus and on each page's own queries.
      () => undefined,
    );
    return () => {
      gone = true;
      subscription?.unsubscribe();
    };
  }, [queryClient, baseUserId, token]);
}
