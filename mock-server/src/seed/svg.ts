/** Tiny SVG writer for the seed images: no fonts are fetched; CJK text uses the viewer's system fonts. */

export const FONT = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;

/** Escapes text for XML content and attributes. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A complete SVG document of `w`×`h` with optional `<defs>`. */
export function svgDoc(w: number, h: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
    + (defs ? `<defs>${defs}</defs>` : '') + body + '</svg>\n';
}

/** A linear gradient from `from` to `to`; vertical unless `horizontal`. */
export function gradient(id: string, from: string, to: string, horizontal = false): string {
  const dir = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A text element in the CJK font stack. */
export function text(x: number, y: number, size: number, fill: string, content: string, opts: { weight?: number; anchor?: string; opacity?: number } = {}): string {
  const anchor = opts.anchor ? ` text-anchor="${opts.anchor}"` : '';
  const opacity = opts.opacity !== undefined ? ` fill-opacity="${opts.opacity}"` : '';
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 400}" fill="${fill}"${anchor}${opacity}>${esc(content)}</text>`;
}

/** Rolling hills across the bottom of a `w`×`h` canvas, `layers` deep, in `colors` from back to front. */
export function hills(w: number, h: number, colors: string[], seed: number): string {
  return colors.map((c, i) => {
    const base = h * (0.55 + i * 0.12);
    const amp = h * (0.1 - i * 0.02);
    const phase = (seed * 37 + i * 53) % 100;
    const pts: string[] = [];
    for (let x = 0; x <= w; x += w / 8) pts.push(`${x.toFixed(0)},${(base - amp * Math.sin((x / w) * Math.PI * 2 + phase / 16)).toFixed(0)}`);
    return `<polygon points="0,${h} ${pts.join(' ')} ${w},${h}" fill="${c}"/>`;
  }).join('');
}

/** Furrow lines of a field: `n` curves converging to a vanishing point. */
export function furrows(w: number, top: number, h: number, color: string, n = 9): string {
  const lines: string[] = [];
  for (let i = 0; i <= n; i++) {
    const xBottom = (w / n) * i;
    const xTop = w * 0.35 + (w * 0.3 * i) / n;
    lines.push(`<path d="M${xTop.toFixed(0)},${top} Q${((xTop + xBottom) / 2).toFixed(0)},${((top + h) / 2).toFixed(0)} ${xBottom.toFixed(0)},${h}" stroke="${color}" stroke-width="2" fill="none" stroke-opacity="0.45"/>`);
  }
  return lines.join('');
}
