/**
 * The drawing of an organisation's electronic seal (电子印章): a red ring, a five-pointed star at the centre, the
 * registered name along the upper arc (clockwise, each character upright to the rim) and 合同专用章 below the star.
 * One geometry serves both the SVG the portal shows ({@link sealSvg}) and the PDF painter, so the seal on screen and
 * the seal on the signed contract are the same drawing. Units are those of `size` (px for SVG, pt for PDF).
 */
export const SEAL_RED = '#d0121b';
export const SEAL_PURPOSE = '合同专用章';

export interface SealGlyph { char: string; x: number; y: number; rotateDeg: number }
export interface SealGeometry {
  size: number;
  ring: { cx: number; cy: number; r: number; strokeWidth: number };
  /** The star's ten outline points (outer and inner alternating), clockwise from the top. */
  star: Array<[number, number]>;
  /** The name's characters, centred on (x, y), rotated by rotateDeg (0 = upright). */
  name: { glyphs: SealGlyph[]; fontSize: number };
  purpose: { text: string; x: number; y: number; fontSize: number };
}

/**
 * The seal's geometry for `orgName` (trimmed; at most 24 characters are carved) in a square of `size`. The name spans
 * an arc that widens with its length (from 150° up to 250°), so short and long names both sit well on the ring.
 */
export function sealGeometry(orgName: string, size = 160): SealGeometry {
  const chars = Array.from(orgName.trim()).slice(0, 24);
  const c = size / 2;
  const r = size * 0.47;
  const ring = { cx: c, cy: c, r, strokeWidth: size * 0.03 };
  const starOuter = size * 0.16;
  const starInner = starOuter * 0.382;
  const star: Array<[number, number]> = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? starOuter : starInner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return [round(c + radius * Math.cos(angle)), round(c + radius * Math.sin(angle))];
  });
  const span = Math.min(250, 150 + Math.max(0, chars.length - 6) * 8) * (Math.PI / 180);
  const fontSize = Math.min(size * 0.14, (r * 0.8 * span) / Math.max(chars.length, 1) * 0.92);
  const textR = r - ring.strokeWidth * 1.5 - fontSize * 0.7;
  const glyphs = chars.map((char, i) => {
    // Angle from the top, clockwise: characters spread evenly over the span, centred on 12 o'clock.
    const t = chars.length === 1 ? 0 : -span / 2 + (span * i) / (chars.length - 1);
    return { char, x: round(c + textR * Math.sin(t)), y: round(c - textR * Math.cos(t)), rotateDeg: round((t * 180) / Math.PI) };
  });
  const purposeSize = size * 0.085;
  return { size, ring, star, name: { glyphs, fontSize: round(fontSize) }, purpose: { text: SEAL_PURPOSE, x: c, y: round(c + size * 0.3), fontSize: round(purposeSize) } };
}

/** The seal of `orgName` as a standalone SVG document (UTF-8, no external references), `size` px square. */
export function sealSvg(orgName: string, size = 160): string {
  const g = sealGeometry(orgName, size);
  const font = `font-family="'Noto Serif CJK SC','Songti SC',SimSun,serif" font-weight="700" fill="${SEAL_RED}"`;
  const glyphs = g.name.glyphs.map((x) =>
    `<text x="${x.x}" y="${x.y}" font-size="${g.name.fontSize}" text-anchor="middle" dominant-baseline="central" transform="rotate(${x.rotateDeg} ${x.x} ${x.y})">${escapeXml(x.char)}</text>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(`${orgName.trim()}电子印章`)}">`
    + `<circle cx="${g.ring.cx}" cy="${g.ring.cy}" r="${round(g.ring.r - g.ring.strokeWidth / 2)}" fill="none" stroke="${SEAL_RED}" stroke-width="${round(g.ring.strokeWidth)}"/>`
    + `<polygon points="${g.star.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${SEAL_RED}"/>`
    + `<g ${font}>${glyphs}<text x="${g.purpose.x}" y="${g.purpose.y}" font-size="${g.purpose.fontSize}" text-anchor="middle" dominant-baseline="central">${SEAL_PURPOSE}</text></g>`
    + '</svg>';
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
