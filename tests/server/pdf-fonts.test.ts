import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../mock-server/src/config';
import { DEFAULT_PDF_FONT_FILE, parseFontSetting, PdfFontUnavailableError, renderPdf, resolvePdfFonts } from '../../mock-server/src/services/pdf/index';
import { PRODUCED_AT, sampleContract } from './pdf-fixtures';
import { readPdf } from './pdf-reader';

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-fonts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CJK font of formal PDFs (PDF_FONT_FILE)', () => {
  it('refuses to print without the font, naming the setting and the Debian package', async () => {
    const missing = path.join(dir, 'NotoSerifCJK-Regular.ttc');
    const attempt = renderPdf(sampleContract(), { producedAt: PRODUCED_AT, fontFile: missing });
    await expect(attempt).rejects.toBeInstanceOf(PdfFontUnavailableError);
    await expect(attempt).rejects.toThrow(/找不到中文字体文件 .*NotoSerifCJK-Regular\.ttc（配置项 PDF_FONT_FILE）.*fonts-noto-cjk/);
  });

  it('refuses a file that is not the named font, clearly rather than with pdfkit\'s words alone', async () => {
    const junk = path.join(dir, 'junk.ttf');
    writeFileSync(junk, 'not a font');
    await expect(renderPdf(sampleContract(), { producedAt: PRODUCED_AT, fontFile: junk })).rejects.toThrow(/中文字体 .*junk\.ttf 无法使用（配置项 PDF_FONT_FILE）/);
    const wrongFace = `${DEFAULT_PDF_FONT_FILE}#NoSuchFace-Regular`;
    await expect(renderPdf(sampleContract(), { producedAt: PRODUCED_AT, fontFile: wrongFace })).rejects.toBeInstanceOf(PdfFontUnavailableError);
  });

  it('finds the Simplified Chinese face of a Noto CJK collection and the bold file beside it', () => {
    expect(resolvePdfFonts()).toEqual({
      regular: { file: DEFAULT_PDF_FONT_FILE, face: 'NotoSerifCJKsc-Regular' },
      bold: { file: '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc', face: 'NotoSerifCJKsc-Bold' },
    });
    expect(parseFontSetting('/f/NotoSansCJK-Regular.ttc')).toEqual({ file: '/f/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' });
    expect(parseFontSetting('/f/wqy-zenhei.ttc#WenQuanYiZenHei')).toEqual({ file: '/f/wqy-zenhei.ttc', face: 'WenQuanYiZenHei' });
    expect(parseFontSetting('/f/simsun.ttf')).toEqual({ file: '/f/simsun.ttf', face: null });
    expect(parseFontSetting('/f/wqy-zenhei.ttc')).toMatch(/用 # 指明/);
    expect(parseFontSetting('/f/font.woff')).toMatch(/\.ttf、\.otf、\.ttc 或 \.otc/);
    expect(parseFontSetting('/f/simsun.ttf#SimSun')).toMatch(/只有字体集合/);
  });

  it('still prints bold headings, as outlined regular text, when no bold file is installed', async () => {
    const lone = path.join(dir, 'lone', 'NotoSerifCJK-Regular.ttc');
    mkdirSync(path.dirname(lone));
    symlinkSync(DEFAULT_PDF_FONT_FILE, lone);
    expect(resolvePdfFonts(lone).bold).toBeNull();
    const read = readPdf(await renderPdf(sampleContract(), { producedAt: PRODUCED_AT, fontFile: lone }));
    expect(read.fonts.map((f) => f.baseFont)).toEqual([expect.stringMatching(/\+NotoSerifCJKsc-Regular$/)]);
    expect(read.pages[0].text).toContain('第一条　标的');
    // Text render mode 2 (fill and stroke) is how the outline imitates bold.
    expect(read.pages[0].content).toContain('2 Tr');
  });

  it('is validated at start-up: a bad setting stops the server, a missing file does not', () => {
    expect(() => loadConfig({ PDF_FONT_FILE: '/f/wqy-zenhei.ttc' })).toThrow(/PDF_FONT_FILE: 字体集合/);
    expect(() => loadConfig({ PDF_FONT_FILE: '/f/font.woff2' })).toThrow(/PDF_FONT_FILE/);
    expect(loadConfig({ PDF_FONT_FILE: '/nowhere/NotoSansCJK-Regular.ttc' }).PDF_FONT_FILE).toBe('/nowhere/NotoSansCJK-Regular.ttc');
    expect(loadConfig({ PDF_FONT_FILE: '' }).PDF_FONT_FILE).toBe(DEFAULT_PDF_FONT_FILE);
  });
});
