import { describe, expect, it } from 'vitest';
import { chineseNumeral, decodeEntities, htmlToBlocks, type TextBlock } from '../../mock-server/src/services/pdf/index';

/** A block as `marker|depth|text`, styled runs wrapped: **bold**, _italic_, ~underline~. */
const show = (blocks: TextBlock[]) => blocks.map((b) => `${b.marker ?? ''}|${b.depth}|${b.runs.map((r) => {
  let t = r.text;
  if (r.underline) t = `~${t}~`;
  if (r.italic) t = `_${t}_`;
  if (r.bold) t = `**${t}**`;
  return t;
}).join('')}`);

describe('clause rich text → printable blocks', () => {
  it('keeps bold, italic and underline as styled runs inside one paragraph', () => {
    expect(show(htmlToBlocks('<p>甲方应于<strong>十日内</strong>支付<em>首期</em>价款，<u>逾期<b>加倍</b></u>。</p><p>第二段</p>'))).toEqual([
      '|0|甲方应于**十日内**支付_首期_价款，~逾期~**~加倍~**。', '|0|第二段',
    ]);
  });

  it('numbers ordered lists, bullets unordered ones, and nests them one level deeper', () => {
    const html = '<ol><li>交付土地</li><li><p>收取价款：</p><ul><li>首期</li><li>尾款</li></ul><p>按期支付</p></li></ol>'
      + '<ol><li>重新编号</li></ol><ul><li>要点</li><li><ol><li>甲</li></ol></li></ul>';
    expect(show(htmlToBlocks(html))).toEqual([
      '1.|1|交付土地', '2.|1|收取价款：', '◦|2|首期', '◦|2|尾款', '|1|按期支付', '1.|1|重新编号', '•|1|要点', '(1)|2|甲',
    ]);
  });

  it('breaks lines at <br> and folds HTML whitespace, trimming block edges', () => {
    expect(htmlToBlocks('<p>\n  附件：<br>附件一：界址图 <br/>\n附件二：确认书<br></p>')).toEqual([
      { marker: null, depth: 0, runs: [{ text: '附件：\n附件一：界址图\n附件二：确认书', bold: false, italic: false, underline: false }] },
    ]);
    expect(show(htmlToBlocks('<p>a \t\r\n b</p>'))).toEqual(['|0|a b']);
  });

  it('decodes character references once', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &#x4E2D;&#25991; &mdash; &amp;lt; &nbsp;&unknown;'))
      .toBe('a & b <c> "d" \'e\' 中文 — &lt; \u00a0&unknown;');
    expect(decodeEntities('&#0; &#xD800; &#99999999;')).toBe('\ufffd \ufffd &#99999999;');
    expect(show(htmlToBlocks('<p>价款 &gt; 0 &amp; 期限 &lt; 10 年</p>'))).toEqual(['|0|价款 > 0 & 期限 < 10 年']);
  });

  it('drops unknown tags but keeps their text as plain text, and drops script and style bodies', () => {
    const html = '<h2>标题</h2><div class="x"><span style="color:red">正文</span><a href="javascript:alert(1)">链接</a></div>'
      + '<script>alert("x")</script><style>p{}</style><!-- 注释 --><p onclick="x()">段落</p><img src=x onerror=alert(1)>';
    expect(show(htmlToBlocks(html))).toEqual(['|0|标题正文链接', '|0|段落']);
    expect(show(htmlToBlocks('a < b <<p>c</p>'))).toEqual(['|0|a < b <', '|0|c']);
    expect(show(htmlToBlocks('<P>大写<STRONG>粗</STRONG></P>'))).toEqual(['|0|大写**粗**']);
  });

  it('skips empty paragraphs and survives unbalanced markup', () => {
    expect(htmlToBlocks('<p></p><p> </p><p><br></p><ol><li></li></ol>')).toEqual([]);
    expect(show(htmlToBlocks('</strong></ol><li>孤项</li><strong>未闭合<p>仍粗'))).toEqual(['|0|孤项', '|0|**未闭合**', '|0|**仍粗**']);
    expect(htmlToBlocks('')).toEqual([]);
  });
});

describe('chineseNumeral', () => {
  it('writes clause numbers as contracts do', () => {
    const cases: Array<[number, string]> = [[1, '一'], [9, '九'], [10, '十'], [11, '十一'], [20, '二十'], [21, '二十一'], [99, '九十九'], [100, '一百'], [101, '一百零一'], [110, '一百一十'], [999, '九百九十九']];
    for (const [n, s] of cases) expect(chineseNumeral(n)).toBe(s);
  });
});
