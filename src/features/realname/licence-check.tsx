import { useState } from 'react';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLicenceCheck } from '@/features/realname/realname.queries';
import { useT } from '@/i18n';

/**
 * 校验营业执照 (§7 business-licence check, answered by the caller per §8): checks the credit code
 * and organisation name currently in the form against the licence registry and shows the verdict
 * inline. A verdict is only shown while the form still holds the values it was given for.
 * @param getPair validates both fields and returns them, or null (their messages are then shown)
 * @param current the values in the form now (to hide a verdict that no longer applies)
 */
export function LicenceCheck({
  getPair,
  current,
}: {
  getPair: () => Promise<{ creditCode: string; orgName: string } | null>;
  current: { creditCode: string; orgName: string };
}) {
  const t = useT('realname');
  const check = useLicenceCheck();
  const [checked, setChecked] = useState<{ creditCode: string; orgName: string } | null>(null);
  const applies = checked && checked.creditCode === current.creditCode.trim().toUpperCase() && checked.orgName === current.orgName.trim();

  const run = async () => {
    const pair = await getPair();
    if (!pair) return;
    setChecked({ creditCode: pair.creditCode.trim().toUpperCase(), orgName: pair.orgName.trim() });
    check.mutate(pair);
  };

  const verdict = !applies || check.isPending ? null : check.isError ? (
    { ok: false, text: check.error.message || t('营业执照校验失败，请稍后重试') }
  ) : check.data ? (
    { ok: check.data.valid, text: check.data.valid ? t('营业执照校验通过') : check.data.msg || t('营业执照校验未通过') }
  ) : null;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => void run()} disabled={check.isPending}>
        {check.isPending ? t('校验中…') : t('校验营业执照')}
      </Button>
      <span role="status" aria-live="polite" className="text-sm">
        {verdict ? (
          <span className={verdict.ok ? 'inline-flex items-center gap-1 text-brand-700' : 'inline-flex items-center gap-1 text-price'}>
            {verdict.ok ? <BadgeCheck aria-hidden className="size-4" /> : <CircleAlert aria-hidden className="size-4" />}
            {verdict.text}
          </span>
        ) : null}
      </span>
    </div>
  );
}
