import { areaWithUnit, chineseDate, locationText, startPriceText, termText, yuanText, type DetailFacts } from './detail-facts';
import { EXCHANGE_NAME } from './content-site';
import { svgDoc, text } from './svg';

/** Characters per line of the A4 PDFs at 13 pt with 60 pt margins. */
const LINE_CHARS = 34;

/** UTF-16BE hex of `s` — the byte form the UniGB-UCS2-H CMap reads (every character two bytes, BMP only). */
const ucs2Hex = (s: string) => Array.from(s).map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('');

function wrap(line: string): string[] {
  const chars = Array.from(line);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += LINE_CHARS) out.push(chars.slice(i, i + LINE_CHARS).join(''));
  return out.length ? out : [''];
}

/**
 * A one-page A4 PDF with a title and body lines in Chinese. It uses the standard Adobe-GB1 font STSong-Light
 * (not embedded; every PDF viewer maps it to a local Song/Hei face), so the file stays at a few kilobytes.
 */
export function chinesePdf(title: string, lines: string[]): string {
  const body = lines.flatMap(wrap).slice(0, 44);
  const ops = [`BT /F1 17 Tf 60 780 Td <${ucs2Hex(title)}> Tj ET`, ...body.map((l, i) => `BT /F1 13 Tf 60 ${742 - i * 16} Td <${ucs2Hex(l)}> Tj ET`)].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    `<< /Length ${ops.length} >>\nstream\n${ops}\nendstream`,
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  // Every byte is ASCII (text is hex), so string lengths are byte offsets for the cross-reference table.
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/** A site sketch (宗地示意图): the parcel outline, the four bounds, a north arrow and the area. */
export function sitePlanSvg(f: DetailFacts, bounds: string[]): string {
  const body = '<rect width="640" height="480" fill="#fbfaf5"/>'
    + '<polygon points="170,130 470,110 520,330 300,390 140,320" fill="#cfe8b8" stroke="#3f7d2c" stroke-width="3"/>'
    + text(320, 250, 22, '#2e5a20', `${areaWithUnit(f)}`, { anchor: 'middle', weight: 700 })
    + text(320, 64, 20, '#333', `${f.assetsName.slice(0, 26)}`, { anchor: 'middle', weight: 700 })
    + text(560, 240, 15, '#555', `东：${bounds[0]}`, { anchor: 'middle' }) + text(320, 430, 15, '#555', `南：${bounds[1]}`, { anchor: 'middle' })
    + text(80, 240, 15, '#555', `西：${bounds[2]}`, { anchor: 'middle' }) + text(320, 100, 15, '#555', `北：${bounds[3]}`, { anchor: 'middle' })
    + '<path d="M590,40 l12,34 h-24 z" fill="#333"/>' + text(590, 92, 14, '#333', '北', { anchor: 'middle' })
    + text(20, 466, 12, '#888', `示意图，不作为权属依据 · ${EXCHANGE_NAME}`);
  return svgDoc(640, 480, body);
}

/** Lines of the announcement PDF. */
export function announcementLines(f: DetailFacts): string[] {
  return [
    `项目编号：${f.projectCode}`, `标的坐落：${locationText(f)}`, `面积（数量）：${areaWithUnit(f)}　期限：${termText(f)}`,
    `挂牌价格：${startPriceText(f)}　交易保证金：${yuanText(f.depositFen)}`, `转出方：${f.transferor}`,
    `公告期：${chineseDate(f.announcementStartTime)}至${chineseDate(f.announcementEndTime)}`, '',
    `${EXCHANGE_NAME}受转出方委托，对上述标的进行公开挂牌交易。意向受让方请登录本平台完成实名认证后在线报名，并在报名截止前缴纳交易保证金。`,
    '', f.description, '', `${EXCHANGE_NAME}　${chineseDate(f.publishDate)}`,
  ];
}
