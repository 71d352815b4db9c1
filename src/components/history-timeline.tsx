import { formatDate } from '@/lib/format';

/** One step of a record's history: its label, Beijing time and an optional detail (a reason, a payer, an amount). */
export interface HistoryStep { type: string; label: string; time: string; detail: string }

/**
 * A state history as a short timeline, oldest first: each step's label, time (Beijing, to the second) and, when the
 * server gave one, its detail text (the server words both in the page's language; a long token such as a file
 * fingerprint wraps). Used by the deposit order (订单记录), the enrolment (报名记录), the settlement (结算记录) and,
 * without a heading of its own (`headed` false: the page's section names it), the contract (合同记录).
 */
export function HistoryTimeline({ history, title, headed = true }: { history: readonly HistoryStep[]; title: string; headed?: boolean }) {
  if (!history.length) return null;
  const list = (
    <ol aria-label={headed ? undefined : title} className="m-0 list-none space-y-2 border-l border-line pl-4">
      {history.map((h, i) => (
        <li key={`${h.type}-${i}`} className="relative text-sm">
          <span aria-hidden className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-white bg-brand-500" />
          <span className="text-ink">{h.label}</span>
          <span className="ml-3 text-xs text-muted num">{formatDate(h.time, 'YYYY-MM-DD HH:mm:ss')}</span>
          {h.detail ? <p translate="no" className="m-0 mt-0.5 text-xs wrap-anywhere text-ink-soft">{h.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
  if (!headed) return list;
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {list}
    </section>
  );
}
