import createDOMPurify from 'dompurify';
// @ts-expect-error -- jsdom ships no type declarations
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeRichText } from '../../mock-server/src/services/rich-text';

/** DOMPurify run directly, with the sanitiser's profile: what sanitizeRichText must answer for every input. */
const reference = createDOMPurify(new JSDOM('').window);
const purified = (html: string) => reference.sanitize(html, { USE_PROFILES: { html: true } });

describe('the one rich-text sanitiser and the plain text of its output', () => {
  it('answers exactly what DOMPurify answers, plain paragraph markup included', () => {
    const inputs = [
      '<p>土地经营权流转</p><ol><li>登录</li><li>报名</li></ol>', '<ol><li><p>一</p></li></ol><p>甲<br>乙</p>',
      '<p>a<p>b</p>', '<p><ol><li>a</li></ol></p>', '<li>x</li>', '<p onclick="x">a</p>', '<p>a</p ><img src=x onerror=alert(1)>',
      'text<script>alert(1)</script>', '<p>a &amp; b</p>', '<p>a &lt;b&gt;</p>', '<P>大写</P>', '<p>\u00a0空格</p>', '<p>a\r\nb</p>',
      '<a href="javascript:alert(1)">x</a>', '<p style="color:red">x</p>', '<ul><p>x</p></ul>', '</p>', '<p>',
    ];
    for (const html of inputs) expect(sanitizeRichText(html), html).toBe(purified(html));
  });

  it('keeps the words and drops tags, attributes, comments and scripts', () => {
    const text = plainTextOf(sanitizeRichText('<p style="x">甲 &amp; 乙<span class="k">丙</span></p><!-- 注 --><ul><li>一</li><li>二 &lt;b&gt;</li></ul><script>alert(1)</script>x&nbsp;y'));
    expect(text).toBe('甲 & 乙丙\n一\n二 <b>\nx y');
  });
});
