import { formatMoney, formatPrice, NO_VALUE } from '@/lib/format';

/** A price or amount ready for PriceText. */
export interface Money {
  text: string;
  unit: string;
}

/**
 * A deposit or order amount in 元 (§5 Money display): projects priced per unit (priceType 2) read
 * it in 元 with 2 decimals, the others in 万元 like their price. Without a priceType (a payment
 * order) amounts under 1 万元 read in 元, larger ones in 万元.
 */
export function amountMoney(yuan: number | null | undefined, priceType?: number): Money {
  if (yuan === null || yuan === undefined) return { text: NO_VALUE, unit: '' };
  const inYuan = priceType === undefined || priceType === 2;
  return inYuan ? { text: formatPrice(yuan, 2), unit: '元' } : { text: formatMoney(yuan), unit: '万元' };
}

