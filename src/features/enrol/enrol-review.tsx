import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { Material } from '@contract/project-detail';
import { PriceText } from '@/components/ui/price-text';
import { amountText } from '@/lib/format';
import { subAssetsQueryOptions } from '@/features/enrol/enrol.queries';
import type { EnrolFormValues } from '@/features/enrol/enrol-form';
import { listText } from '@/features/enrol/list-text';
import { useT } from '@/i18n';

/**
 * 提交 step: what is about to be sent (the chosen 标段 and their deposit, the uploaded materials)
 * and the agreement checkbox the submission requires.
 */
export function EnrolReview({
  assetsId,
  isPackage,
  deposit,
  materials,
  control,
  register,
  agreedError,
}: {
  assetsId: string;
  isPackage: boolean;
  deposit: number;
  materials: Material[];
  control: Control<EnrolFormValues>;
  register: UseFormRegister<EnrolFormValues>;
  agreedError?: string;
}) {
  const t = useT('enrol');
  const values = useWatch({ control });
  const { data: pkg } = useQuery({ ...subAssetsQueryOptions(assetsId), enabled: isPackage });
  const chosen = (pkg?.records ?? []).filter((r) => values.subAssetsIds?.includes(r.id));
  const total = isPackage ? chosen.reduce((sum, r) => sum + r.deposit, 0) : deposit;
  const uploaded = materials.filter((m) => values.materials?.[m.code]);

  return (
    <div className="space-y-4 text-sm">
      <dl className="grid gap-2 rounded-card border border-line p-4">
        {isPackage ? (
          <div className="flex gap-2">
            <dt className="w-24 shrink-0 text-muted">{t('报名标段')}</dt>
            <dd className="min-w-0" translate="no">{chosen.length ? listText(chosen.map((r) => r.assetsName)) : '--'}</dd>
          </div>
        ) : null}
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-muted">{t('应缴保证金')}</dt>
          <dd><PriceText price={amountText(total)} className="text-base" /></dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-24 shrink-0 text-muted">{t('报名材料')}</dt>
          <dd className="min-w-0">{uploaded.length ? <span translate="no">{listText(uploaded.map((m) => m.name))}</span> : t('无')}</dd>
        </div>
      </dl>
      <div>
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1 size-4 accent-brand-600" aria-invalid={agreedError ? true : undefined} aria-describedby={agreedError ? 'agreed-error' : undefined} {...register('agreed')} />
          <span>{t('我已阅读并同意本项目的《交易须知》《风险提示》及《竞买协议》，承诺所提交的报名材料真实、有效，并按规定缴纳交易保证金。')}</span>
        </label>
        {agreedError ? <p id="agreed-error" role="alert" className="mt-1 text-xs text-price">{agreedError}</p> : null}
      </div>
    </div>
  );
}
