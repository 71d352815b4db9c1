import { MESSAGE_CATEGORY_LABELS, type MessageItem } from '@contract/messages';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { HrefLink } from '@/components/ui/href-link';
import { listFilterQuery, type MessageSearch } from '@/features/messages/message-search';
import { useT } from '@/i18n';

/** /myMessageDetail?id= with the list's filters, so its 返回列表 comes back to the same tab, filter and page. */
export function messageDetailHref(id: string, search: MessageSearch): string {
  return `/myMessageDetail?${new URLSearchParams([['id', id], ...listFilterQuery(search)]).toString()}`;
}

/**
 * The dense message list of one page: a 全选 checkbox for the page, then per message a checkbox (labelled with the
 * title, so Tab / Space select it), the unread dot, the title (bold while unread) linking to the detail, the category,
 * the summary and the time. `selected` holds the ids ticked; `onSelect` receives the new set.
 */
export function MessageRows({
  records,
  search,
  selected,
  onSelect,
}: {
  records: MessageItem[];
  search: MessageSearch;
  selected: ReadonlySet<string>;
  onSelect: (next: ReadonlySet<string>) => void;
}) {
  const t = useT('messages');
  const allChecked = records.length > 0 && records.every((m) => selected.has(m.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelect(next);
  };
  return (
    <div className="rounded-control border border-line">
      <label className="flex cursor-pointer items-center gap-2 border-b border-line bg-canvas px-3 py-2 text-xs text-ink-soft">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={allChecked}
          onChange={(e) => onSelect(e.target.checked ? new Set(records.map((m) => m.id)) : new Set())}
        />
        {t('全选本页')}
      </label>
      <ul aria-label={t('消息列表')} className="m-0 list-none divide-y divide-line p-0">
        {records.map((m) => (
          <li key={m.id} className={cn('flex items-start gap-3 px-3 py-2.5', selected.has(m.id) && 'bg-brand-50')}>
            <input
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-brand-600"
              aria-label={t('选择：{title}', { title: m.title })}
              checked={selected.has(m.id)}
              onChange={(e) => toggle(m.id, e.target.checked)}
            />
            <span
              aria-hidden
              className={cn('mt-2 size-2 shrink-0 rounded-full', m.read ? 'bg-transparent' : 'bg-price')}
              data-testid={m.read ? undefined : 'unread-dot'}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <HrefLink
                  href={messageDetailHref(m.id, search)}
                  className={cn('min-w-0 truncate text-sm hover:text-brand-700 hover:underline', m.read ? 'text-ink-soft' : 'font-semibold text-ink')}
                >
                  {m.read ? null : <span className="sr-only">{t('未读：')}</span>}
                  <span translate="no">{m.title}</span>
                </HrefLink>
                <Badge tone="outline">{t(MESSAGE_CATEGORY_LABELS[m.category])}</Badge>
              </div>
              {m.summary ? <p translate="no" className="m-0 mt-1 line-clamp-2 text-xs text-muted sm:line-clamp-1">{m.summary}</p> : null}
            </div>
            <time className="num shrink-0 text-xs text-muted" dateTime={m.createTime.replace(' ', 'T')}>
              {m.createTime.slice(0, 16)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
