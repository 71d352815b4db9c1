// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RichText } from '@/components/ui/rich-text';
import { sanitizeHtml } from '@/components/ui/sanitize-html';

afterEach(cleanup);

describe('RichText (announcement sections are sanitised before they reach the DOM)', () => {
  it('strips <script>, on* handlers and javascript: URLs but keeps the formatting', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="alert(1)">公告<strong>正文</strong></p><script>window.hacked = true</script>' +
          '<img src="/files/a.png" onerror="alert(2)" alt="宗地图"><a href="javascript:alert(3)">点我</a>' +
          '<table><tr><td onmouseover="x()">面积</td></tr></table><iframe src="https://evil.example"></iframe>'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror|onmouseover|javascript:/i);
    expect(screen.getByText('正文').tagName).toBe('STRONG');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/files/a.png');
    expect(container.querySelector('td')?.textContent).toBe('面积');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens external links in a new tab with rel="noopener noreferrer" and leaves internal ones alone', () => {
    const html = sanitizeHtml('<a href="https://www.gov.cn/x">政策</a><a href="/notice?id=1">公告</a><a href="/f.pdf" target="_blank">附件</a>');
    const box = document.createElement('div');
    box.innerHTML = html;
    const [ext, internal, blank] = Array.from(box.querySelectorAll('a'));
    expect(ext.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ext.getAttribute('target')).toBe('_blank');
    expect(internal.getAttribute('target')).toBeNull();
    expect(blank.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the empty text for blank or fully stripped content', () => {
    render(<RichText html={'<script>alert(1)</script><p>&nbsp;</p>'} emptyText="暂无风险提示" />);
    expect(screen.getByText('暂无风险提示')).toBeTruthy();
  });
});
