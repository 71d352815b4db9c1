import {
  Building2,
  Droplets,
  Fish,
  Grape,
  Handshake,
  LandPlot,
  Mountain,
  Sprout,
  Tractor,
  TreePine,
  Trees,
  Warehouse,
  Wheat,
  type LucideIcon,
} from 'lucide-react';

/* eslint-disable no-restricted-syntax -- keywords matched against the server's category names, never shown */
// Matched by keyword because the names vary (农村土地经营权 / 土地承包经营权 …); order matters where
// names overlap (集体经营性建设用地 is construction land, not an operating asset).
const SUPPLY_ICONS: [string, LucideIcon][] = [
  ['建设用地', LandPlot],
  ['土地', Sprout],
  ['承包', Sprout],
  ['林', Trees],
  ['资源', Mountain],
  ['经营性', Building2],
  ['设备', Tractor],
  ['水利', Droplets],
  ['涉农', Handshake],
];

const DEMAND_ICONS: [string, LucideIcon][] = [
  ['耕地', Wheat],
  ['养殖', Fish],
  ['水面', Fish],
  ['建设用地', Building2],
  ['林地', TreePine],
  ['园地', Grape],
  ['农用地', Sprout],
  ['四荒', Mountain],
  ['荒', Mountain],
];
/* eslint-enable no-restricted-syntax */

const pick = (table: [string, LucideIcon][], name: string, fallback: LucideIcon) =>
  table.find(([keyword]) => name.includes(keyword))?.[1] ?? fallback;

/** Icon of one of the eight asset families (§1, §2 Home classify strip) by its type name. */
export function supplyIcon(typeName: string): LucideIcon {
  return pick(SUPPLY_ICONS, typeName, Warehouse);
}

/** Icon of one of the seven land purposes (§2 Home classify strip) by its dictionary value. */
export function demandIcon(purpose: string): LucideIcon {
  return pick(DEMAND_ICONS, purpose, LandPlot);
}
