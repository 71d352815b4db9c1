import { describe, expect, it } from 'vitest';
import { isValidPartnerUrl } from '@/features/home/partner-url';

describe('isValidPartnerUrl (§2 Home partners strip)', () => {
  it.each([
    'http://www.scnccq.cn',
    'https://nync.sc.gov.cn/path/page.html?id=1#top',
    'ftp://files.example.org/pub',
    'HTTPS://WWW.EXAMPLE.COM',
    'http://192.168.1.20:8080/',
    'http://localhost:5173',
    'https://例子.中国/首页',
    '  https://padded.example.com  ',
  ])('opens %s', (url) => {
    expect(isValidPartnerUrl(url)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'www.example.com',
    '/partners/1',
    'javascript:alert(1)',
    'mailto:office@example.com',
    'file:///etc/passwd',
    'http://',
    'http://example',
    'http://exa mple.com',
    'http://999.1.1.1',
    'https://-bad-.com',
    null,
    undefined,
    42,
  ])('refuses %s', (url) => {
    expect(isValidPartnerUrl(url)).toBe(false);
  });
});
