import { CONTRACT_ROLE_LABELS, SIGNATORY_KIND_LABELS } from '@contract/trade-contract-paths';
import type { ContractDetail } from '@contract/trade-contract';
import { Progress } from '@/components/ui/progress';
import { useT } from '@/i18n';

/** Each party's signing progress: signed signatories out of all, and who is still to sign (names are data). */
export function SignProgress({ detail }: { detail: ContractDetail }) {
  const t = useT('contract');
  return (
    <ul aria-label={t('签署进度')} className="m-0 grid list-none grid-cols-1 gap-3 p-0 md:grid-cols-2">
      {detail.parties.map((p) => {
        const people = detail.signatories.filter((s) => s.role === p.role);
        const done = people.filter((s) => s.signedTime).length;
        const complete = !!p.signedTime || (people.length > 0 && done === people.length);
        const role = t(CONTRACT_ROLE_LABELS[p.role] ?? p.roleLabel);
        return (
          <li key={p.role} aria-label={t('{role}签署进度', { role })} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-card border border-line p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
              <span className="min-w-0"><span className="text-muted">{role}</span> <span translate="no">{p.name}</span></span>
              <span className={complete ? 'whitespace-nowrap text-brand-700' : 'whitespace-nowrap text-warn'}>
                {complete ? t('已签署') : people.length ? t('已签 {done}/{total}', { done, total: people.length }) : t('待指定签署人')}
              </span>
            </div>
            <Progress value={people.length ? Math.round((done / people.length) * 100) : 0} label={t('{role}签署进度', { role })} />
            {people.length ? (
              <ul className="m-0 flex list-none flex-wrap gap-x-3 p-0 text-xs text-muted">
                {people.map((s) => (
                  <li key={s.id}>
                    <span translate="no">{s.name}</span>
                    {t('（{kind}）', { kind: t(SIGNATORY_KIND_LABELS[s.kind] ?? s.kindLabel) })}
                    {s.signedTime ? t('已签署') : t('未签署')}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
