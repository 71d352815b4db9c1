import type { Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { enrolAndPay, login, otherUser, portalApi } from './pages/flows';
import { closingLotFile, createLot, runOperatorCommand } from './pages/operator';
import { QuotePage } from './pages/quote-page';

/** The lot of this suite: enrolment open for 75 s, bidding from +95 s for 40 s (ongoing, 10 s extension window). */
const TIMES = { registrationEndInS: 75, startInS: 95, durationS: 20 };
/** Longest wait for the lot to open, to close, and for the sandbox bank's refund to come back. */
const LOT_WAIT_MS = 150_000;

/** The caller's appeals through the API. */
async function myAppeals(page: Page): Promise<Array<{ id: string; subjectTitle: string; status: string }>> {
  return (await portalApi<{ records: Array<{ id: string; subjectTitle: string; status: string }> }>(page, '/api/dscq-user/appeal/list?current=1&size=20')).records;
}

/** The caller's unread total and the ids of the unread trade messages on their first page, through the API. */
async function unreadTrade(page: Page): Promise<{ total: number; unreadIds: string[] }> {
  const counts = await portalApi<{ total: number }>(page, '/api/dscq-user/message/unread-count');
  const list = await portalApi<{ records: Array<{ id: string }> }>(page, '/api/dscq-user/message/list?category=trade&unread=1&current=1&size=50');
  return { total: counts.total, unreadIds: list.records.map((m) => m.id) };
}

/**
 * Issue 14 end to end, on the real server and the sandbox bank: a seeded bidder (zhangsan) enrols and pays through
 * the portal, another (cqnongye) wins the lot in the quote hall, and when the lot closes zhangsan finds it under
 * 已结束 in /myProject, the deposit 已退还 in /myDeposit (refunded by the sandbox bank's signed callback) and the
 * 竞价结束通知 in /myMessage, whose reading marks it read and brings the header to the server's count; then an
 * appeal of the result, answered by the operator command, shows the exchange's answer in /shensuRecord.
 */
test.describe.serial('用户中心：我的项目、我的保证金、我的消息、申诉记录 (issue 14)', () => {
  test('a bidder who lost a lot that closes during the test sees it ended, the deposit refunded, the message, and an answered appeal', async ({ browser, page, request }) => {
    test.setTimeout(8 * 60_000);
    const lotFile = closingLotFile(TIMES);
    const assetsName = String(lotFile.assetsName);
    const { assetsId } = await createLot(request, lotFile);

    await login(page, 'zhangsan', `/projectDetail/${assetsId}.html`);
    await enrolAndPay(page, assetsId);
    const rival = await otherUser(browser, 'cqnongye', `/projectDetail/${assetsId}.html`);
    await enrolAndPay(rival, assetsId);

    // before the bidding: the lot waits under 报名中 with its deposit confirmed
    await page.goto('/myProject?tab=enrolling');
    const enrolling = page.getByRole('table', { name: '我的项目' }).getByRole('row').filter({ hasText: assetsName });
    await expect(enrolling).toContainText('已确认');
    await expect(enrolling).toContainText('距开始');

    // the rival bids once the lot opens; zhangsan does not
    await rival.goto(`/quoteHall?assetsId=${assetsId}`);
    const quote = new QuotePage(rival);
    await expect(quote.bidButton).toBeEnabled({ timeout: LOT_WAIT_MS });
    await quote.bidLowest();
    await expect(quote.outcome).toContainText('成交', { timeout: LOT_WAIT_MS });
    await rival.context().close();

    // /myProject: the lot under 已结束, lost
    await page.goto('/myProject?tab=ended');
    const ended = page.getByRole('table', { name: '我的项目' }).getByRole('row').filter({ hasText: assetsName });
    await expect(ended).toContainText('未竞得');
    await expect(page.getByRole('tab', { name: '已结束', selected: true })).toBeVisible();

    // /myDeposit: the deposit comes back through the sandbox bank's refund callback
    await expect(async () => {
      await page.goto('/myDeposit?tab=refunded');
      await expect(page.getByRole('table', { name: '保证金订单' }).getByRole('row').filter({ hasText: assetsName })).toContainText('已退还', { timeout: 2000 });
    }).toPass({ timeout: 30_000 });

    // /myMessage: the 竞价结束通知 of this lot, unread; reading it marks it read, and the header follows the server's count
    // (zhangsan is shared with other suites: their lots' notices may arrive meanwhile, so no fixed count is expected)
    await page.goto('/myMessage?category=trade&unread=1');
    await expect(page.getByRole('link', { name: /^未读消息 \d+ 条$/ })).toBeVisible();
    const message = page.getByRole('list', { name: '消息列表' }).getByRole('listitem').filter({ hasText: assetsName }).filter({ hasText: '竞价结束通知' });
    await expect(message).toBeVisible();
    await message.getByRole('link', { name: /竞价结束通知/ }).click();
    await expect(page).toHaveURL(/\/myMessageDetail\?id=\d+/);
    // the message itself (the list may still be on screen while the detail loads, with other lots' notices)
    await expect(page.getByRole('article').getByText(/参与的「.*」竞价已结束，成交价 .*，您未竞得/)).toBeVisible();
    const messageId = new URL(page.url()).searchParams.get('id')!;
    await expect(async () => {
      const { total, unreadIds } = await unreadTrade(page);
      expect(unreadIds).not.toContain(messageId);
      await expect(page.getByRole('link', { name: `未读消息 ${total} 条` })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    // /shensuRecord: an appeal of the result, answered by the operator command
    await page.goto('/shensuRecord');
    await page.getByRole('button', { name: '我要申诉' }).click();
    const form = page.getByRole('form', { name: '我要申诉' });
    const subject = form.getByLabel('申诉事项');
    const option = subject.locator('option').filter({ hasText: assetsName });
    await subject.selectOption(await option.first().getAttribute('value') ?? '');
    await form.getByLabel('申诉理由').fill('本人在竞价结束前网络中断，未能及时出价，请核查报价厅的连接记录。');
    await form.getByRole('button', { name: '提交申诉' }).click();
    await expect(page.getByRole('dialog').getByText('处理中').first()).toBeVisible();

    const appeal = (await myAppeals(page)).find((a) => a.subjectTitle.includes(assetsName));
    expect(appeal?.status).toBe('submitted');
    await runOperatorCommand('appeal', ['answer', appeal!.id, '--text', '经核查，竞价过程中系统运行正常，竞价结果有效。']);

    await page.goto(`/shensuRecord?id=${appeal!.id}`);
    const answer = page.getByRole('dialog').getByRole('region', { name: '交易所答复' });
    await expect(answer).toContainText('经核查，竞价过程中系统运行正常，竞价结果有效。');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('table', { name: '申诉记录' }).getByRole('row').filter({ hasText: assetsName })).toContainText('已答复');
  });
});
