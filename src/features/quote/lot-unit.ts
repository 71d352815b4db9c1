/** How a lot's prices are shown (§3): priceType 2 → per `priceUnitName` (e.g. 元/亩/年), otherwise 万元. */
export interface LotUnit {
  priceType: number;
  priceUnitName: string;
}
