import { gradient, hills, svgDoc, text } from './svg';
import type { SeedFile } from './types';

/** Splits a long name into at most two lines of roughly equal length. */
function twoLines(name: string, max: number): string[] {
  if (name.length <= max) return [name];
  const cut = Math.ceil(name.length / 2);
  return [name.slice(0, cut), name.slice(cut)];
}

/** 200×80 partner logo: a round emblem with the first character and the name beside it. */
export function partnerLogo(fileName: string, name: string, color: string): SeedFile {
  const lines = twoLines(name, 7);
  const size = lines.length === 1 ? 16 : 14;
  const body = '<rect x="1" y="1" width="198" height="78" rx="8" fill="#ffffff" stroke="#e0e0e0"/>'
    + `<circle cx="36" cy="40" r="24" fill="${color}"/>` + text(36, 48, 22, '#ffffff', name.replace(/^中国/, '').slice(0, 1), { weight: 700, anchor: 'middle' })
    + lines.map((l, i) => text(70, (lines.length === 1 ? 46 : 36) + i * 20, size, '#333333', l, { weight: 600 })).join('');
  return { name: fileName, content: svgDoc(200, 80, body) };
}

const THEMES: Array<[string, string, string]> = [
  ['#c8e6c9', '#2e7d32', '#1b5e20'], ['#bbdefb', '#1565c0', '#0d47a1'], ['#ffe0b2', '#ef6c00', '#8a3d00'],
  ['#d1c4e9', '#5e35b1', '#311b92'], ['#b2dfdb', '#00897b', '#004d40'], ['#fff9c4', '#9e9d24', '#4e4d10'],
];

/** 400×260 news thumbnail with a landscape and a caption. */
export function newsThumb(fileName: string, caption: string, variant: number): SeedFile {
  const [light, mid, deep] = THEMES[variant % THEMES.length];
  const id = `news${variant}`;
  const body = `<rect width="400" height="260" fill="url(#${id})"/>` + hills(400, 260, [mid, deep], variant + 7)
    + `<rect x="24" y="28" width="${caption.length * 26 + 28}" height="44" rx="22" fill="#ffffff" fill-opacity="0.88"/>`
    + text(38, 58, 24, deep, caption, { weight: 700 });
  return { name: fileName, content: svgDoc(400, 260, body, gradient(id, light, '#ffffff')) };
}

/** 420×594 periodical cover: journal title, issue and the lead story. */
export function periodicalCover(fileName: string, issue: string, lead: string, variant: number): SeedFile {
  const [light, mid, deep] = THEMES[variant % THEMES.length];
  const id = `cover${variant}`;
  const body = `<rect width="420" height="594" fill="url(#${id})"/>` + hills(420, 594, [light, mid, deep], variant + 2)
    + `<rect x="0" y="0" width="420" height="150" fill="${deep}"/>`
    + text(210, 78, 40, '#ffffff', '农村产权交易', { weight: 700, anchor: 'middle' })
    + text(210, 120, 18, '#ffffff', issue, { anchor: 'middle', opacity: 0.9 })
    + twoLines(lead, 14).map((l, i) => text(36, 210 + i * 34, 24, deep, l, { weight: 600 })).join('');
  return { name: fileName, content: svgDoc(420, 594, body, gradient(id, '#ffffff', light)) };
}
