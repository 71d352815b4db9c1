import type { ContractDetail } from '@contract/trade-contract';
import { Progress } from '@/components/ui/progress';

/** Each party's signing progress: signed signatories out of all, and who is still to sign. */
export function SignProgress({ detail }: { detail: ContractDetail }) {
  return (
    <ul aria-label="签署进度" className="m-0 grid list-none grid-cols-1 gap-3 p-0 md:grid-cols-2">
      {detail.parties.map((p) => {
        const people = detail.signatories.filter((s) => s.role === p.role);
        const done = people.filter((s) => s.signedTime).length;
        const complete = !!p.signedTime || (people.length > 0 && done === people.length);
        return (
          <li key={p.role} aria-label={`${p.roleLabel}签署进度`} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-card border border-line p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <span className="min-w-0"><span className="text-muted">{p.roleLabel}</span> {p.name}</span>
              <span className={complete ? 'whitespace-nowrap text-brand-700' : 'whitespace-nowrap text-warn'}>
                {complete ? '已签署' : people.length ? `已签 ${done}/${people.length}` : '待指定签署人'}
              </span>
            </div>
            <Progress value={people.length ? Math.round((done / people.length) * 100) : 0} label={`${p.roleLabel}签署进度`} />
            {people.length ? (
              <p className="m-0 text-xs text-muted">
                {people.map((s) => `${s.name}（${s.kindLabel}）${s.signedTime ? '已签署' : '未签署'}`).join('；')}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
