import { TEXT_CUT } from '@contract/constants';
import { cutText } from '@/lib/format';
import { EntryLink, type NewsEntry } from '@/components/news/news-entries';

/** Plain list of a news-panel tab: title (already cut) and date per line. */
export function NewsList({ entries }: { entries: NewsEntry[] }) {
  return (
    <ul className="m-0 list-none divide-y divide-dashed divide-line p-0">
      {entries.map((e) => (
        <li key={e.id} className="flex items-center gap-3 py-2 text-sm">
          <span aria-hidden className="size-1.5 shrink-0 rotate-45 bg-brand-400" />
          <EntryLink entry={e} className="min-w-0 flex-1 truncate hover:text-brand-700">
            <span translate="no">{e.text}</span>
          </EntryLink>
          <span className="num shrink-0 text-xs text-muted">{e.date}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * List of the front-page layout (§2 Home): the first entry enlarged with its summary cut to 90
 * characters, the others as plain lines.
 */
export function FeaturedNewsList({ entries }: { entries: NewsEntry[] }) {
  const [first, ...rest] = entries;
  if (!first) return null;
  return (
    <div>
      <article className="border-b border-line pb-3">
        <h3 className="m-0 text-base font-semibold">
          <EntryLink entry={first} className="line-clamp-1 hover:text-brand-700">
            <span translate="no">{first.text}</span>
          </EntryLink>
        </h3>
        {first.summary ? (
          <p translate="no" className="m-0 mt-1.5 line-clamp-2 text-[13px] leading-5 text-ink-soft">{cutText(first.summary, TEXT_CUT.frontSummary)}</p>
        ) : null}
        <p className="num m-0 mt-1 text-xs text-muted">{first.date}</p>
      </article>
      <NewsList entries={rest} />
    </div>
  );
}
