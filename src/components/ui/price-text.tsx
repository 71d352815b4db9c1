import { cn } from '@/components/ui/cn';
import { useT } from '@/i18n';
import { unitLabel, valueText } from '@/lib/format';

/**
 * A price with its unit (e.g. `12.5000` `万元`, `800.00` `元/亩/年`), red and tabular so columns
 * line up; right alignment is up to the cell. `price` is the `{ text, unit }` pair produced by
 * `displayPrice` (§3 priceType, §9 default unit 万元). A text without digits (详见子资产, --) is
 * shown muted and without a unit. The unit and the placeholder show in the active language (万元 → 10k yuan).
 */
export function PriceText({ price, className }: { price: { text: string; unit: string }; className?: string }) {
  useT('common');
  if (!/\d/.test(price.text)) return <span className={cn('text-muted', className)}>{valueText(price.text) || '--'}</span>;
  return (
    <span className={cn('num whitespace-nowrap', className)}>
      <span className="font-semibold text-price">{price.text}</span>
      {price.unit ? <span className="ml-0.5 text-xs text-muted">{unitLabel(price.unit)}</span> : null}
    </span>
  );
}
