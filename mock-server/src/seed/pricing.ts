import { moneyPhrase, unitPriceText } from '../../../contract/rules/money';
import { PRICE_UNITS } from './dictionaries';
import type { Rng } from './random';

/**
 * Money rules of the seed. Everything is returned in fen (1 元 = 100 fen).
 * priceType 1: the start price is a total in 元 (displayed in 万元).
 * priceType 2: the start price is per `priceUnit` (元/亩/年, 元/平方米/年, 元/年).
 */
export interface Pricing {
  priceType: 1 | 2;
  priceUnit: string;
  startPriceFen: number;
  /** Estimated total value of the deal, used by the investment-band filter. */
  investAmountFen: number;
  depositFen: number;
  incrementFen: number;
}

/** Rounds `yuan` to a multiple of `step` 元 (at least one step). */
export function roundYuan(yuan: number, step: number): number {
  return Math.max(step, Math.round(yuan / step) * step);
}

/** A sensible rounding step for a total of `yuan`: 100 元 below 10万, 1000 元 below 100万, then 1万. */
export function totalStep(yuan: number): number {
  if (yuan < 100_000) return 100;
  if (yuan < 1_000_000) return 1000;
  return 10_000;
}

/** Deposit: 10%–20% of `baseYuan`, rounded like a total (at least 1000 元). */
function deposit(baseYuan: number, rng: Rng): number {
  const pct = rng.pick([0.1, 0.1, 0.15, 0.2]);
  return Math.max(1000, roundYuan(baseYuan * pct, totalStep(baseYuan * pct)));
}

/** A total price: increment 1%–2% rounded to 100 元 (1000 元 above 1000万), deposit 10%–20%. */
export function totalPricing(startYuan: number, rng: Rng): Pricing {
  const start = roundYuan(startYuan, totalStep(startYuan));
  const incStep = start >= 10_000_000 ? 1000 : 100;
  const increment = roundYuan(start * rng.pick([0.01, 0.01, 0.015, 0.02]), incStep);
  return {
    priceType: 1, priceUnit: PRICE_UNITS.wan,
    startPriceFen: start * 100, investAmountFen: start * 100,
    depositFen: deposit(start, rng) * 100, incrementFen: increment * 100,
  };
}

/**
 * A per-unit price (rent). `quantity` is the area (亩 or 平方米; 1 for 元/年), `years` the term.
 * invest amount = unit × quantity × years; deposit = 10%–20% of the first year's amount.
 */
export function unitPricing(unitYuan: number, unit: string, quantity: number, years: number, rng: Rng): Pricing {
  const step = unit === PRICE_UNITS.perYear ? 100 : unit === PRICE_UNITS.perSqmYear ? 1 : 10;
  const price = roundYuan(unitYuan, step);
  const annual = price * quantity;
  const increment = unit === PRICE_UNITS.perYear ? roundYuan(price * 0.02, 100)
    : unit === PRICE_UNITS.perSqmYear ? rng.pick([1, 2]) : rng.pick([10, 10, 20]);
  return {
    priceType: 2, priceUnit: unit,
    startPriceFen: price * 100, investAmountFen: Math.round(annual * years * 100),
    depositFen: deposit(annual, rng) * 100, incrementFen: increment * 100,
  };
}

/**
 * A price or price step as written in Chinese text, by the portal's one price formatter (contract/rules/money.ts):
 * per-unit prices (priceType 2) with 2 decimals in their unit, the others in 万元.
 */
export function priceText(fen: number, priceType: number, unit: string): string {
  return moneyPhrase(unitPriceText(fen / 100, { priceType, priceUnit: unit }));
}

/** Premium of `finalFen` over `startFen` in percent, two decimals. */
export function premiumText(startFen: number, finalFen: number): string {
  return ((Math.abs(finalFen - startFen) / startFen) * 100).toFixed(2);
}
