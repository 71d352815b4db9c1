import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp-guard';

interface NoticeDetail {
  id: string;
  noticeTitle: string;
  attachments?: { name: string; url: string; size: number }[];
}

async function noticeOf(request: APIRequestContext, id: string): Promise<NoticeDetail> {
  const res = await request.post('/api/dscq-project/notice/detail', { headers: { 'Client-Id': 'nccq-web' }, data: { id } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: NoticeDetail }).data;
}

/** The notice ids the open tab of /notice lists (links to /noticeDetail?id=…). */
async function listedIds(page: import('@playwright/test').Page, tab: string): Promise<string[]> {
  await page.getByRole('tablist', { name: '栏目' }).getByRole('tab', { name: tab }).click();
  const links = page.locator(`main ul[aria-label="${tab}列表"] li a[href^="/noticeDetail?"]`);
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
    .map((h) => new URL(h, 'http://x').searchParams.get('id') ?? '');
}

test.describe('notice detail (§2 /noticeDetail)', () => {
  test('a 成交公告 lists its attachments (公告原文, 成交确认书), each downloads as a PDF', async ({ page, request }) => {
    await page.goto('/notice');
    let notice: NoticeDetail | undefined;
    for (const id of await listedIds(page, '成交公告')) {
      const d = await noticeOf(request, id);
      if ((d.attachments?.length ?? 0) >= 2) { notice = d; break; }
    }
    expect(notice, 'a 成交公告 of the first page with two attachments').toBeTruthy();

    await page.goto(`/noticeDetail?id=${notice!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: notice!.noticeTitle })).toBeVisible();
    const files = page.getByRole('region', { name: '附件' });
    for (const a of notice!.attachments!) {
      const link = files.getByRole('link', { name: a.name });
      await expect(link).toBeVisible();
      const res = await request.get((await link.getAttribute('href'))!);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/pdf');
      expect((await res.body()).length).toBe(a.size);
    }
    const last = notice!.attachments!.at(-1)!;
    const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('link', { name: last.name }).click()]);
    expect(download.suggestedFilename()).toBe(last.name);
    expect(await download.failure()).toBeNull();
  });

  test('the 流拍公告 tab lists unsold notices that open on their own page', async ({ page }) => {
    await page.goto('/notice');
    const [id] = await listedIds(page, '流拍公告');
    await page.goto(`/noticeDetail?id=${id}`);
    await expect(page).toHaveURL(`/noticeDetail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('流拍');
  });
});
