import type { ReactNode } from 'react';

/**
 * One record of a user-centre list on phones (the card form of a table row, e.g. a deposit order, a contract, a
 * settlement): its title with its state badge, label–value facts (values right-aligned), and its actions at the foot.
 * `facts` are [label, value] pairs in reading order; a value is text or a node (a price with its unit, a number).
 */
export function RecordCard({ title, badge, facts, actions }: {
  title: ReactNode; badge: ReactNode; facts: ReadonlyArray<readonly [string, ReactNode]>; actions?: ReactNode;
}) {
  return (
    <li className="rounded-card border border-line p-3">
      <div className="flex items-start justify-between gap-2">
        <span className="line-clamp-2 min-w-0 font-medium">{title}</span>
        {badge}
      </div>
      <dl className="m-0 mt-2 grid gap-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="flex items-center justify-between gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className="m-0 min-w-0 text-right">{value}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="mt-2 flex justify-end gap-3 text-sm">{actions}</div> : null}
    </li>
  );
}
