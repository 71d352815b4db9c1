/**
 * 交易服务费 (service fee) of a deal, charged to the transferee: a rate by asset family and price band, cumulative over
 * the bands (like the exchanges' published fee schedules: the part of the price inside each band at that band's
 * rate), never below the family's minimum. All amounts in fen (integers); the result is rounded half up to whole fen.
 * Families are the asset type roots of the seed (1 land contracting, 2 collective operating assets, 3 collective
 * resource assets, 4 forestry, 5 farm equipment, 6 small water facilities, 7 collective construction land, 8 agricultural projects).
 */
export interface FeeBand {
  /** Upper bound of the band in fen (exclusive), null for the last band. */
  uptoFen: number | null;
  /** Rate in basis points (1 bp = 0.01 %). */
  rateBp: number;
}
export interface FeeSchedule { label: string; bands: readonly FeeBand[]; minimumFen: number }

const WAN = 10_000 * 100; // 1 万元 in fen

/** The default schedule: 1 % to 100 万元, 0.5 % to 500 万元, 0.2 % above; at least 100 元. */
const STANDARD: FeeSchedule = {
  label: '标准费率',
  bands: [{ uptoFen: 100 * WAN, rateBp: 100 }, { uptoFen: 500 * WAN, rateBp: 50 }, { uptoFen: null, rateBp: 20 }],
  minimumFen: 100 * 100,
};

/** Fee schedules by family id; a family not listed uses {@link STANDARD}. */
export const FEE_TABLE: Readonly<Record<string, FeeSchedule>> = {
  /** Land contracting rights: farmers' leases are small; 0.5 % to 50 万元, 0.3 % to 200 万元, 0.1 % above; at least 50 元. */
  '1': { label: '土地承包经营权', bands: [{ uptoFen: 50 * WAN, rateBp: 50 }, { uptoFen: 200 * WAN, rateBp: 30 }, { uptoFen: null, rateBp: 10 }], minimumFen: 50 * 100 },
  '4': { label: '林权', bands: [{ uptoFen: 100 * WAN, rateBp: 80 }, { uptoFen: 500 * WAN, rateBp: 40 }, { uptoFen: null, rateBp: 20 }], minimumFen: 100 * 100 },
  '5': { label: '农业生产设施设备', bands: [{ uptoFen: 10 * WAN, rateBp: 100 }, { uptoFen: null, rateBp: 50 }], minimumFen: 50 * 100 },
  '7': { label: '集体经营性建设用地', bands: [{ uptoFen: 500 * WAN, rateBp: 100 }, { uptoFen: 2000 * WAN, rateBp: 50 }, { uptoFen: null, rateBp: 25 }], minimumFen: 1000 * 100 },
};

/** The schedule of a family id ('1'…'8'), the standard one for any other. */
export function feeScheduleOf(familyId: string): FeeSchedule {
  return FEE_TABLE[familyId] ?? STANDARD;
}

/**
 * The service fee in fen of a deal at `priceFen` (≥ 0, integer) in family `familyId`: Σ over bands of
 * (the part of the price inside the band × rate), rounded half up, at least the schedule's minimum (0 for a price of 0).
 */
export function serviceFeeFen(familyId: string, priceFen: number): number {
  if (!Number.isInteger(priceFen) || priceFen < 0) throw new RangeError('成交价必须是非负整数（分）');
  if (priceFen === 0) return 0;
  const schedule = feeScheduleOf(familyId);
  let lower = 0;
  let fee = 0; // in fen × 10 000 (basis points), exact integer arithmetic
  for (const band of schedule.bands) {
    const upper = band.uptoFen === null ? priceFen : Math.min(priceFen, band.uptoFen);
    if (upper > lower) fee += (upper - lower) * band.rateBp;
    if (band.uptoFen === null || priceFen <= band.uptoFen) break;
    lower = band.uptoFen;
  }
  return Math.max(schedule.minimumFen, Math.floor((fee + 5000) / 10000));
}
