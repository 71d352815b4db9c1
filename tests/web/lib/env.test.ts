import { describe, expect, it } from 'vitest';
import { env, imageSrc, imageUrl, parseEnv } from '@/lib/env';

describe('env (§9 environment settings)', () => {
  it('applies the defaults', () => {
    expect(parseEnv({})).toEqual({
      clientId: 'nccq-web',
      apiBase: '/api/',
      bidBase: '/api-bid',
      pushUrl: '/push',
      imageHost: '',
      filePreviewHost: '',
      businessUrl: '',
    });
    expect(env.clientId).toBe('nccq-web');
  });

  it('treats empty variables as unset and normalises slashes', () => {
    const e = parseEnv({ VITE_CLIENT_ID: '', VITE_API_BASE: 'https://gw.example.cn/api', VITE_BID_BASE: '/api-bid/', VITE_IMAGE_HOST: 'https://img.example.cn/' });
    expect(e).toMatchObject({ clientId: 'nccq-web', apiBase: 'https://gw.example.cn/api/', bidBase: '/api-bid', imageHost: 'https://img.example.cn' });
  });

  it('throws one error listing every problem', () => {
    let message = '';
    try {
      parseEnv({ VITE_CLIENT_ID: 'bad id!', VITE_API_BASE: 'api', VITE_PUSH_URL: 'ftp://x', VITE_IMAGE_HOST: 'img' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('VITE_CLIENT_ID');
    expect(message).toContain('VITE_API_BASE');
    expect(message).toContain('VITE_PUSH_URL');
    expect(message).toContain('VITE_IMAGE_HOST');
    expect(message.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(4);
  });
});

describe('imageUrl', () => {
  it('prefixes the image host for relative paths', () => {
    expect(imageUrl('files/a.png', 'https://img.example.cn')).toBe('https://img.example.cn/files/a.png');
    expect(imageUrl('/files/a.png', 'https://img.example.cn/')).toBe('https://img.example.cn/files/a.png');
    expect(imageUrl('files/a.png', '')).toBe('/files/a.png');
    expect(imageUrl('files/a.png')).toBe('/files/a.png');
  });

  it('keeps absolute sources', () => {
    expect(imageUrl('https://cdn.example.cn/a.png', 'https://img.example.cn')).toBe('https://cdn.example.cn/a.png');
    expect(imageUrl('//cdn.example.cn/a.png', 'https://img.example.cn')).toBe('//cdn.example.cn/a.png');
    expect(imageUrl('data:image/png;base64,AAAA', 'https://img.example.cn')).toBe('data:image/png;base64,AAAA');
  });

  it("gives '' for empty sources", () => {
    expect(imageUrl(null)).toBe('');
    expect(imageUrl(undefined)).toBe('');
    expect(imageUrl('  ')).toBe('');
  });
});

describe('imageSrc', () => {
  it('leaves an image without a source without a src attribute, never an empty one', () => {
    expect(imageSrc(null)).toBeUndefined();
    expect(imageSrc(' ')).toBeUndefined();
    expect(imageSrc('files/a.png')).toBe('/files/a.png');
  });
});
