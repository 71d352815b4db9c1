import { describe, expect, it } from 'vitest';
import { checkRequirements, detectBrowser } from '@/features/help/browser-check';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  s360: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.5359.95 Safari/537.36 QIHU 360SE',
  s360compat: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0; 360SE) like Gecko',
  ie: 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko',
  oldChrome: 'Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.88 Safari/537.36',
};

describe('browser check (§2 /helpBrowser)', () => {
  it('names the browser and its major version from the user agent', () => {
    expect(detectBrowser(UA.chrome)).toMatchObject({ name: 'Chrome', version: 131, supported: true });
    expect(detectBrowser(UA.edge)).toMatchObject({ name: 'Edge', version: 131, supported: true });
    expect(detectBrowser(UA.firefox)).toMatchObject({ name: 'Firefox', version: 133, supported: true });
    expect(detectBrowser(UA.safari)).toMatchObject({ name: 'Safari', version: 17, supported: true });
    expect(detectBrowser(UA.s360)).toMatchObject({ name: '360安全浏览器', version: 108, supported: true });
  });

  it('warns for IE, 360 compatibility mode and outdated versions, with a hint', () => {
    expect(detectBrowser(UA.ie)).toMatchObject({ name: 'Internet Explorer', supported: false });
    const compat = detectBrowser(UA.s360compat);
    expect(compat).toMatchObject({ name: '360安全浏览器（兼容模式）', supported: false });
    expect(compat.hint).toContain('极速模式');
    expect(detectBrowser(UA.oldChrome)).toMatchObject({ name: 'Chrome', version: 79, supported: false });
    expect(detectBrowser('curl/8.0')).toMatchObject({ supported: false, version: null });
  });

  it('prefers userAgentData brands where given', () => {
    const brands = [{ brand: 'Chromium', version: '130' }, { brand: 'Microsoft Edge', version: '130' }, { brand: 'Not?A_Brand', version: '99' }];
    expect(detectBrowser(UA.chrome, brands)).toMatchObject({ name: 'Edge', version: 130 });
  });

  it('marks each requirement pass or warn', () => {
    const ok = checkRequirements({ userAgent: UA.chrome, cookieEnabled: true, storageWorks: true, screenWidth: 1920 });
    expect(ok.requirements.map((r) => r.ok)).toEqual([true, true, true, true, true]);
    const bad = checkRequirements({ userAgent: UA.ie, cookieEnabled: false, storageWorks: false, screenWidth: 390 });
    expect(bad.requirements.map((r) => [r.label, r.ok])).toEqual([['浏览器', false], ['JavaScript', true], ['Cookie', false], ['本地存储', false], ['屏幕宽度', false]]);
    expect(checkRequirements({ userAgent: UA.chrome, cookieEnabled: true, storageWorks: true, screenWidth: 1280 }).requirements[4].ok).toBe(true);
  });
});
