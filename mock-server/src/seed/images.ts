import { FAMILIES } from './asset-types';
import { furrows, gradient, hills, svgDoc, text } from './svg';
import type { SeedFile } from './types';

/** URL prefix of seeded files (served by the server from `${dataDir}/files/seed/`). */
export const SEED_URL = '/files/seed/';
/** Thumbnails per asset family; project rows reuse them. */
export const PROJECT_IMAGES_PER_FAMILY = 10;

/** '/files/seed/project-land-3.svg' — the `n`th (1-based) thumbnail of the family with icon `icon`. */
export function projectImagePath(icon: string, n: number): string {
  return `${SEED_URL}project-${icon}-${n}.svg`;
}

/** Background gradient, accent and hill colours per family icon. */
const PALETTES: Record<string, [string, string, string, string]> = {
  land: ['#8fd16a', '#3f8f2f', '#f6e27a', '#2e6b22'],
  building: ['#d7ccc8', '#8d6e63', '#ffcc80', '#5d4037'],
  resource: ['#dcedc8', '#8d9e5a', '#ffe082', '#5f6b32'],
  forest: ['#a5d6a7', '#1b5e20', '#c8e6c9', '#0d3d12'],
  tractor: ['#ffe0b2', '#e65100', '#ffd54f', '#8a3200'],
  water: ['#b3e5fc', '#0277bd', '#e1f5fe', '#01497c'],
  construction: ['#cfd8dc', '#455a64', '#ffca28', '#263238'],
  project: ['#b2dfdb', '#00796b', '#ffe082', '#004d40'],
};

/** A white pictogram of the family, drawn around (x, y). */
function pictogram(icon: string, x: number, y: number, accent: string): string {
  const w = '#ffffff';
  switch (icon) {
    case 'land': return `<circle cx="${x + 70}" cy="${y - 40}" r="22" fill="${accent}"/>` + [0, 1, 2, 3].map((i) => `<polygon points="${x - 90 + i * 45},${y + 60} ${x - 40 + i * 25},${y} ${x - 25 + i * 25},${y} ${x - 55 + i * 45},${y + 60}" fill="${i % 2 ? accent : w}" fill-opacity="0.9"/>`).join('');
    case 'building': return `<path d="M${x - 60},${y + 60} v-60 l30,-20 v20 l30,-20 v20 l30,-20 v20 l30,-20 v80 z" fill="${w}" fill-opacity="0.9"/><rect x="${x + 40}" y="${y - 50}" width="12" height="40" fill="${w}"/>`;
    case 'resource': return `<polygon points="${x - 80},${y + 60} ${x - 20},${y - 30} ${x + 30},${y + 60}" fill="${w}" fill-opacity="0.85"/><polygon points="${x - 10},${y + 60} ${x + 40},${y - 5} ${x + 90},${y + 60}" fill="${accent}" fill-opacity="0.9"/>`;
    case 'forest': return [-50, 0, 50].map((dx, i) => `<polygon points="${x + dx - 28},${y + 40 - i * 6} ${x + dx},${y - 40 - i * 6} ${x + dx + 28},${y + 40 - i * 6}" fill="${w}" fill-opacity="${0.75 + i * 0.1}"/><rect x="${x + dx - 5}" y="${y + 40 - i * 6}" width="10" height="18" fill="${w}"/>`).join('');
    case 'tractor': return `<rect x="${x - 50}" y="${y - 10}" width="90" height="36" rx="6" fill="${w}"/><rect x="${x - 10}" y="${y - 50}" width="44" height="42" rx="4" fill="${w}" fill-opacity="0.85"/><circle cx="${x + 20}" cy="${y + 34}" r="28" fill="${accent}" stroke="${w}" stroke-width="6"/><circle cx="${x - 38}" cy="${y + 42}" r="18" fill="${accent}" stroke="${w}" stroke-width="5"/>`;
    case 'water': return `<ellipse cx="${x}" cy="${y + 20}" rx="90" ry="34" fill="${w}" fill-opacity="0.85"/>` + [0, 1, 2].map((i) => `<path d="M${x - 60},${y + 10 + i * 12} q15,-8 30,0 t30,0 t30,0 t30,0" stroke="${accent}" stroke-width="3" fill="none"/>`).join('');
    case 'construction': return [0, 1, 2].map((i) => `<rect x="${x - 80 + i * 55}" y="${y}" width="50" height="50" fill="${w}" fill-opacity="${0.6 + i * 0.15}"/>`).join('') + `<path d="M${x + 70},${y + 50} v-110 h-90 M${x + 70},${y - 60} l-40,30" stroke="${accent}" stroke-width="6" fill="none"/>`;
    default: return `<rect x="${x - 70}" y="${y + 10}" width="24" height="50" fill="${w}"/><rect x="${x - 36}" y="${y - 10}" width="24" height="70" fill="${w}"/><rect x="${x - 2}" y="${y - 30}" width="24" height="90" fill="${w}"/><path d="M${x + 60},${y + 60} v-50 M${x + 60},${y + 20} q-30,-10 -30,-40 q30,0 30,40 q0,-45 30,-50 q5,40 -30,50" stroke="${w}" stroke-width="5" fill="${accent}"/>`;
  }
}

/** 400×300 project thumbnails: PROJECT_IMAGES_PER_FAMILY per family, each with its own hills and palette shade. */
export function projectImages(): SeedFile[] {
  const files: SeedFile[] = [];
  for (const f of FAMILIES) {
    const [light, dark, accent, deep] = PALETTES[f.icon];
    for (let n = 1; n <= PROJECT_IMAGES_PER_FAMILY; n++) {
      const id = `g${f.icon}${n}`;
      const sub = f.children[(n - 1) % f.children.length].name;
      const body = `<rect width="400" height="300" fill="url(#${id})"/>`
        + hills(400, 300, [dark, deep], n + Number(f.id) * 11).replace(/<polygon/g, '<polygon fill-opacity="0.35"')
        + pictogram(f.icon, 130 + (n % 4) * 40, 120 + (n % 3) * 10, accent)
        + `<rect x="0" y="232" width="400" height="68" fill="${deep}" fill-opacity="0.72"/>`
        + text(20, 264, 24, '#ffffff', f.name, { weight: 700 }) + text(20, 288, 15, '#ffffff', sub, { opacity: 0.9 });
      const angle = n % 2 === 0;
      files.push({ name: `project-${f.icon}-${n}.svg`, content: svgDoc(400, 300, body, gradient(id, light, dark, angle)) });
    }
  }
  return files;
}

const SKIES: Array<[string, string, string[]]> = [
  ['#87c5f0', '#e8f6ff', ['#7cb342', '#558b2f', '#33691e']],
  ['#ffb974', '#fff1d6', ['#c0a040', '#8d7a2a', '#5d5418']],
  ['#6fb7e0', '#d9f1ff', ['#66bb6a', '#2e7d32', '#1b5e20']],
  ['#9ad0c2', '#eefaf5', ['#8bc34a', '#689f38', '#3e6e1f']],
];

/**
 * A light band behind a banner's headline (baseline `y`, `size` px) and subline (`subSize` px): the dark text then reads
 * at WCAG AA contrast over any hill (about 10:1 on the band's near-white, where the bare hill gave 1.1:1).
 */
function textBand(y: number, size: number, subSize: number, headline: string, subline: string): string {
  const width = Math.max(headline.length * size, subline.length * subSize) + 36;
  const top = y - size * 1.05;
  const height = size * 1.05 + size + subSize * 0.55;
  return `<rect x="62" y="${top.toFixed(1)}" width="${width}" height="${height.toFixed(1)}" rx="10" fill="#ffffff" fill-opacity="0.88"/>`;
}

/** A 1200×`h` rural-landscape banner with a Chinese headline and subline (`variant` picks the sky). */
export function bannerImage(name: string, headline: string, subline: string, variant: number, h = 360): SeedFile {
  const [top, bottom, fields] = SKIES[variant % SKIES.length];
  const id = `sky${variant}`;
  const big = h >= 300;
  const body = `<rect width="1200" height="${h}" fill="url(#${id})"/>`
    + (big ? `<circle cx="${980 - variant * 60}" cy="${h * 0.22}" r="${h * 0.09}" fill="#fff6c2" fill-opacity="0.9"/>` : '')
    + hills(1200, h, fields, variant + 3) + (big ? furrows(1200, Math.round(h * 0.72), h, '#f1f8e9', 14) : '')
    + textBand(big ? h * 0.36 : h * 0.5, big ? 52 : 34, big ? 24 : 18, headline, subline)
    + text(80, big ? h * 0.36 : h * 0.5, big ? 52 : 34, '#17412a', headline, { weight: 700 })
    + text(82, big ? h * 0.36 + 52 : h * 0.5 + 34, big ? 24 : 18, '#24553a', subline);
  return { name, content: svgDoc(1200, h, body, gradient(id, top, bottom)) };
}
