import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderPdf, type PdfDocumentModel } from '../../mock-server/src/services/pdf/index';
import { PRODUCED_AT, sampleContract } from './pdf-fixtures';
import { readPdf, type ReadPdf } from './pdf-reader';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A one-page document: two persons, nothing to seal. */
const shortModel = (): PdfDocumentModel => ({
  title: '成交确认书', number: '确认书编号：CJ20261126000007',
  facts: [{ label: '成交价', value: '人民币 88,000.00 元' }],
  sections: [{ title: '成交结果', html: '<p>经公开竞价，受让方以最高报价竞得本项目。</p>' }],
  parties: [
    { roleLabel: '转让方', name: '赵六', signatures: [{ name: '赵六', kindLabel: '本人', signedTime: '2026年11月26日 09:00' }], sealOrgName: null },
    { roleLabel: '受让方', name: '钱七', signatures: [], sealOrgName: null },
  ],
  footer: '本确认书由农村产权交易平台出具',
});

describe('renderPdf: a contract printed in Chinese', () => {
  let pdf: Buffer;
  let read: ReadPdf;
  beforeAll(async () => {
    pdf = await renderPdf(sampleContract(), { producedAt: PRODUCED_AT });
    read = readPdf(pdf);
  });

  it('is a PDF whose text is set in an embedded CJK font subset, searchable as text', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(read.fonts.map((f) => f.baseFont)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^[A-Z]{6}\+NotoSerifCJKsc-Regular$/), expect.stringMatching(/^[A-Z]{6}\+NotoSerifCJKsc-Bold$/),
    ]));
    for (const font of read.fonts) {
      expect(font.descendantSubtype).toMatch(/^CIDFontType[02]$/);
      expect(font.fontFileBytes).toBeGreaterThan(1000);
      // A subset: a few hundred glyphs, not the 65,000 of the collection's face.
      expect(font.mapped.length).toBeLessThan(2000);
    }
    const mapped = read.fonts.map((f) => f.mapped).join('');
    for (const ch of '甲方转让方乙方受让合同') expect(mapped).toContain(ch);
    const all = read.pages.map((p) => p.text).join('');
    for (const words of ['农村土地经营权流转合同', '合同编号：HT20261126000001', '甲方（转让方）', '青山县白石镇东坪村股份经济合作社', '人民币 1,265,000.00 元']) {
      expect(all).toContain(words);
    }
    // Glyph 0 is .notdef, the empty box a missing character turns into.
    for (const page of read.pages) expect(page.glyphIds).not.toContain(0);
  });

  it('numbers the clauses in Chinese and prints their rich text with list markers', () => {
    const all = read.pages.map((p) => p.text).join('');
    expect(all).toContain('第一条　标的');
    expect(all).toContain('第九条　其他约定');
    expect(all).toMatch(/1\.本合同签订之日起十个工作日内.*2\.2028 年 1 月 1 日前支付第二期价款/);
    expect(all).toContain('2.经甲方书面同意');
    expect(all).toContain('◦可移动的设施由乙方自行拆除');
    expect(all).toContain('附件一：地块界址图');
    expect(all).toContain('（以下无正文）');
  });

  it('signs off every party: role, name, signatories with their times, and the organisation\'s seal', () => {
    const last = read.pages.at(-1)!.text;
    expect(last).toContain('甲方（转让方）（盖章）：青山县白石镇东坪村股份经济合作社');
    expect(last).toContain('法定代表人（签字）：王建国签署时间：2026年11月26日 10:12');
    expect(last).toContain('乙方（受让方）（签字）：李明本人（签字）：李明签署时间：2026年11月26日 10:25');
    // The seal carves the organisation's name and 合同专用章, after the text of that party.
    expect(last).toContain('10:12青山县白石镇东坪村股份经济合作社合同专用章乙方');
    // The seal is painted in seal red (#d0121b) after the text it covers.
    expect(read.pages.at(-1)!.content).toMatch(/0\.815\d* 0\.070\d* 0\.105\d* scn/);
  });

  it('puts the footer and 第 N 页 / 共 M 页 on every page', () => {
    const count = read.pages.length;
    expect(count).toBeGreaterThanOrEqual(2);
    read.pages.forEach((page, i) => {
      expect(page.text).toContain(`第 ${i + 1} 页 / 共 ${count} 页`);
      expect(page.text).toContain('本合同经农村产权交易平台电子签署');
    });
  });

  it('gives the same bytes for the same model and time, other bytes for another time', async () => {
    const again = await renderPdf(sampleContract(), { producedAt: PRODUCED_AT });
    expect(sha256(again)).toBe(sha256(pdf));
    const later = await renderPdf(sampleContract(), { producedAt: PRODUCED_AT + 1000 });
    expect(sha256(later)).not.toBe(sha256(pdf));
    const creationDate = (b: Buffer) => {
      const info = readPdf(b).objects;
      const num = Number(/\/CreationDate (\d+) 0 R/.exec(b.toString('latin1'))?.[1]);
      return info.get(num)?.dict.trim();
    };
    expect(creationDate(pdf)).toBe('(D:20261126023000Z)');
    expect(creationDate(later)).toBe('(D:20261126023001Z)');
  });

  it('renders off the event loop: timers keep firing while a contract is printed', async () => {
    let last = Date.now();
    let longest = 0;
    const tick = setInterval(() => {
      const now = Date.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    try {
      await renderPdf(sampleContract(), { producedAt: PRODUCED_AT + 2000 });
    } finally {
      clearInterval(tick);
    }
    // Rendering on this thread would stall it for the whole render (about a second).
    expect(longest).toBeLessThan(500);
  });

  it('keeps a short document on one page and seals nothing for persons', async () => {
    const short = readPdf(await renderPdf(shortModel(), { producedAt: PRODUCED_AT }));
    expect(short.pages).toHaveLength(1);
    const text = short.pages[0].text;
    expect(text).toContain('第 1 页 / 共 1 页');
    expect(text).toContain('第一条　成交结果');
    expect(text).toContain('受让方（签字）：钱七');
    expect(text).not.toContain('合同专用章');
  });
});
