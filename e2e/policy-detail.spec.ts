import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp-guard';

interface Detail {
  id: string;
  plateId: string;
  title: string;
  attachments?: { name: string; url: string; size: number }[];
  prev?: { id: string; title: string } | null;
  next?: { id: string; title: string } | null;
}

async function detailOf(request: APIRequestContext, id: string): Promise<Detail> {
  const res = await request.post('/api/dscq-content/news-content/detail', { headers: { 'Client-Id': 'nccq-web' }, data: { id } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Detail }).data;
}

test.describe('policy detail (§2 /newsDetailZcfg)', () => {
  test('shows its PDF attachment, which downloads as a PDF; prev / next stay in the 政策法规 plate', async ({ page, request }) => {
    await page.goto('/zcfg');
    const links = page.locator('main ul[aria-label$="列表"] li a[href^="/newsDetailZcfg?"]');
    await expect(links.first()).toBeVisible();
    const ids = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).map((h) => new URL(h, 'http://x').searchParams.get('newsId') ?? '');
    let policy: Detail | undefined;
    for (const id of ids) {
      const d = await detailOf(request, id);
      if (d.attachments?.length && d.prev && d.next) { policy = d; break; }
    }
    expect(policy, 'a policy of the first page with an attachment and both neighbours').toBeTruthy();
    const { id, plateId, title, attachments, prev, next } = policy!;

    await page.goto(`/newsDetailZcfg?newsId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const crumb = page.getByRole('navigation', { name: '面包屑' }).getByRole('link', { name: '政策法规' });
    await expect(crumb).toHaveAttribute('href', `/zcfg?plateId=${plateId}`);

    const file = page.getByRole('region', { name: '附件' }).getByRole('link', { name: attachments![0].name });
    await expect(file).toBeVisible();
    const href = (await file.getAttribute('href'))!;
    const res = await request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    const body = await res.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.length).toBe(attachments![0].size);
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe(attachments![0].name);
    expect(await download.failure()).toBeNull();

    const neighbours = page.getByRole('navigation', { name: '上下篇' });
    await neighbours.getByRole('link', { name: next!.title }).click();
    await expect(page).toHaveURL(`/newsDetailZcfg?newsId=${next!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: next!.title })).toBeVisible();
    await expect(crumb).toHaveAttribute('href', `/zcfg?plateId=${plateId}`);
    expect((await detailOf(request, next!.id)).plateId).toBe(plateId);
    // The older neighbour's 上一篇 is the policy it was reached from.
    await neighbours.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/newsDetailZcfg?newsId=${id}`);

    await neighbours.getByRole('link', { name: prev!.title }).click();
    await expect(page).toHaveURL(`/newsDetailZcfg?newsId=${prev!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: prev!.title })).toBeVisible();
    await expect(crumb).toHaveAttribute('href', `/zcfg?plateId=${plateId}`);
  });
});
