import type { Place } from './asset-spec';
import { villageName } from './names';
import type { Rng } from './random';
import { ruralCounties, type County, type Divisions } from './regions';

/**
 * Where projects are: Sichuan about 45%, Chongqing 30%, Fujian 15%, and a few neighbouring provinces.
 * Forest rights lean to Fujian and the Sichuan hills, as on the real market.
 */
const PROVINCE_WEIGHTS: Array<[code: string, general: number, forest: number]> = [
  ['51', 44, 35], ['50', 32, 20], ['35', 14, 35], ['43', 3, 3], ['52', 3, 3], ['53', 2, 2], ['36', 2, 2],
];

/** Pastoral plateau prefectures (阿坝, 甘孜) trade little farmland; they are left out of the demo data. */
const PASTORAL_PREFECTURES = new Set(['5132', '5133']);

/** Picks places from the rural counties of the served provinces. */
export class PlacePicker {
  private readonly pools = new Map<string, County[]>();

  constructor(divisions: Divisions, private readonly rng: Rng) {
    for (const [code] of PROVINCE_WEIGHTS) {
      this.pools.set(code, ruralCounties(divisions, code).filter((c) => !PASTORAL_PREFECTURES.has(c.cityCode)));
    }
  }

  /** A province code by the weights above (`forest` uses the forest column). */
  provinceCode(forest = false): string {
    return this.rng.weighted(PROVINCE_WEIGHTS.map((p) => p[0]), PROVINCE_WEIGHTS.map((p) => (forest ? p[2] : p[1])));
  }

  /** A random rural county of `provinceCode`. */
  county(provinceCode: string): County {
    return this.rng.pick(this.pools.get(provinceCode) ?? []);
  }

  /** A full place: real county, one of its real towns, a generated village. */
  place(forest = false): Place {
    const county = this.county(this.provinceCode(forest));
    return { county, town: this.rng.pick(county.towns), village: villageName(this.rng) };
  }

  /** Another village of the same county and town (package sub-lots). */
  neighbour(p: Place): Place {
    return { ...p, village: villageName(this.rng) };
  }
}
