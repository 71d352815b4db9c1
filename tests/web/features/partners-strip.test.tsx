// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';
import { PartnersStrip } from '@/features/home/partners-strip';

const partners = [
  { id: '1', name: '中国农业银行', url: 'https://www.abchina.com/', imgSrc: '/files/seed/partner-1.svg' },
  { id: '2', name: '县农经站', url: 'www.example.com', imgSrc: '/files/seed/partner-2.svg' },
  { id: '3', name: '不安全链接', url: 'javascript:alert(1)', imgSrc: '/files/seed/partner-3.svg' },
];

function serve(records: unknown[], code = 200) {
  const fetchMock = vi.fn(async () =>
    new Response(JSON.stringify({ code, success: code === 200, data: { records, total: records.length, size: 100, current: 1, pages: 1 }, msg: '' }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PartnersStrip (§2 Home partners strip)', () => {
  it('asks for 100 partners and links only valid addresses, in a new window', async () => {
    const fetchMock = serve(partners);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PartnersStrip />
      </QueryClientProvider>,
    );

    const logo = await screen.findByAltText('中国农业银行');
    const link = logo.closest('a')!;
    expect(link.getAttribute('href')).toBe('https://www.abchina.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByAltText('县农经站').closest('a')).toBeNull();
    expect(screen.getByAltText('不安全链接').closest('a')).toBeNull();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/dscq-content/partners/page');
    expect(JSON.parse(String(init.body))).toEqual({ size: 100, current: 1 });
  });

  it('renders nothing when the call does not answer code 200', async () => {
    serve([], 500);
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const { container } = render(
      <QueryClientProvider client={client}>
        <PartnersStrip />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
