import { existsSync } from 'node:fs';
import path from 'node:path';

/** Debian's fonts-noto-cjk serif (宋体-style) collection: the default of PDF_FONT_FILE. */
export const DEFAULT_PDF_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc';

/** One face of a font file: `face` is its PostScript name inside a collection (.ttc/.otc), null for a single font. */
export interface FontFace { file: string; face: string | null }
/** The faces a document is set in; `bold` is null when no bold file sits next to the regular one (bold is then simulated). */
export interface PdfFonts { regular: FontFace; bold: FontFace | null }

/**
 * Thrown by renderPdf when the CJK font cannot be used (file missing or unreadable): the document cannot be printed
 * without Chinese glyphs, so callers answer 503 with this message rather than a PDF full of empty boxes.
 */
export class PdfFontUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfFontUnavailableError';
  }
}

const COLLECTION = /\.(ttc|otc)$/i;
/** Noto CJK collections name their Simplified Chinese face <Family>CJKsc-<Weight> (NotoSerifCJK-Regular.ttc → NotoSerifCJKsc-Regular). */
const NOTO_CJK = /^(.+CJK)(-[A-Za-z]+)$/;

/**
 * The face to use in `setting` (PDF_FONT_FILE: a path, optionally `#PostScriptName` for a collection), or a Chinese
 * reason why none can be chosen. Config validation calls this too, so a bad setting stops the start.
 */
export function parseFontSetting(setting: string): FontFace | string {
  const hash = setting.lastIndexOf('#');
  const file = hash >= 0 ? setting.slice(0, hash) : setting;
  const named = hash >= 0 ? setting.slice(hash + 1).trim() : '';
  if (!/\.(ttf|otf|ttc|otc)$/i.test(file)) return '必须是 .ttf、.otf、.ttc 或 .otc 字体文件';
  if (!COLLECTION.test(file)) return named ? '只有字体集合（.ttc/.otc）才能用 # 指明字形' : { file, face: null };
  if (named) return { file, face: named };
  const m = NOTO_CJK.exec(path.basename(file).replace(COLLECTION, ''));
  if (!m) return '字体集合（.ttc/.otc）请在路径后用 # 指明简体中文字形的 PostScript 名称，例如 …/wqy-zenhei.ttc#WenQuanYiZenHei';
  return { file, face: `${m[1]}sc${m[2]}` };
}

/**
 * The regular face of `setting` and the bold one beside it (same name with Regular → Bold, e.g.
 * NotoSerifCJK-Bold.ttc / NotoSerifCJKsc-Bold) when that file exists.
 * @throws PdfFontUnavailableError naming PDF_FONT_FILE and the Debian package fonts-noto-cjk when the file is missing.
 */
export function resolvePdfFonts(setting: string = DEFAULT_PDF_FONT_FILE): PdfFonts {
  const regular = parseFontSetting(setting);
  if (typeof regular === 'string') throw new PdfFontUnavailableError(`PDF 字体设置 PDF_FONT_FILE 无效：${regular}`);
  if (!existsSync(regular.file)) {
    throw new PdfFontUnavailableError(
      `无法生成 PDF：找不到中文字体文件 ${regular.file}（配置项 PDF_FONT_FILE）。`
      + '请安装 Debian 软件包 fonts-noto-cjk（apt-get install -y fonts-noto-cjk），或把 PDF_FONT_FILE 设为已安装的中文字体文件。',
    );
  }
  const boldFile = path.join(path.dirname(regular.file), path.basename(regular.file).replace('Regular', 'Bold'));
  const hasBold = boldFile !== regular.file && (regular.face?.includes('Regular') ?? true) && existsSync(boldFile);
  const bold = hasBold ? { file: boldFile, face: regular.face?.replace('Regular', 'Bold') ?? null } : null;
  return { regular, bold };
}
