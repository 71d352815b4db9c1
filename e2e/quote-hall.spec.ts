import { expect, test } from './csp-guard';
import { createLot, closingLotFile, enrolWithDeposit } from './pages/operator';
import { DEMO_BIDDERS, type LotInfo, QuotePage, liveLots, lotInfo, screenshotPair } from './pages/quote-page';

const [A, B] = DEMO_BIDDERS;
/** auction-rules.md: another bidder sees an accepted bid at once; the room must show it within a second. */
const SEEN_WITHIN_MS = 1000;

const openLot = (l: LotInfo) => !l.paused && l.deadline !== null;

/**
 * The bid room end to end (auction-rules.md "What the bid room shows"): two seeded bidders in two browser contexts,
 * logged in through the login form, on the real server's live lots.
 */
test.describe.serial('报价厅 /quoteHall', () => {
  test('two bidders bid alternately on an ongoing lot and each sees the other’s bid within a second', async ({ browser, request }) => {
    const lots = (await liveLots(request)).filter((l) => l.mode === 'ongoing' && l.phase === 'ascending' && openLot(l));
    // the lot furthest from its end, so these bids do not run into the extension window of the next test's lot
    const lot = lots.sort((a, b) => b.deadline! - a.deadline!)[0];
    test.skip(!lot, 'no ongoing lot is open');
    const [a, b] = [await QuotePage.open(browser, A, lot.assetsId), await QuotePage.open(browser, B, lot.assetsId)];
    const codes = [(await a.myCode.innerText()).trim(), (await b.myCode.innerText()).trim()];
    await screenshotPair(browser, '1-joined', [`${A}（${codes[0]}）`, a], [`${B}（${codes[1]}）`, b]);

    // another spec's bidder may already lead this lot: the one not leading bids first
    const [first, second] = (await a.youLead.isVisible()) ? [[b, codes[1]], [a, codes[0]]] as const : [[a, codes[0]], [b, codes[1]]] as const;
    const turns: [QuotePage, QuotePage, string][] = [[first[0], second[0], first[1]], [second[0], first[0], second[1]], [first[0], second[0], first[1]]];
    for (const [round, [bidder, watcher, code]] of turns.entries()) {
      await bidder.bidLowest();
      const price = (await bidder.price.innerText()).trim();
      await expect(bidder.youLead).toBeVisible();
      await expect(watcher.leader).toHaveText(code, { timeout: SEEN_WITHIN_MS });
      await expect(watcher.price).toHaveText(price, { timeout: SEEN_WITHIN_MS });
      await expect(watcher.history.locator('tbody tr').first()).toContainText(code);
      await expect(watcher.history.locator('tbody tr').first()).toContainText('领先');
      await expect(bidder.page.getByTestId('bid-blocked')).toContainText('您当前领先');
      if (round < 2) await screenshotPair(browser, `${round + 2}-bid-by-${round % 2 === 0 ? A : B}`, [A, a], [B, b]);
    }
    await expect(first[0].history.locator('tbody tr').nth(1)).toContainText('出局');
    await expect(first[0].history.locator('tbody tr').first()).toContainText(/\d{2}:\d{2}:\d{2}\.\d{3}/);
    await Promise.all([a.close(), b.close()]);
  });

  test('a bid inside the extension window moves the end time for both bidders', async ({ browser, request }) => {
    // A lot of its own, so that its window opens during the test: bidding from +15 s for 40 s, the last 20 s the window.
    const { assetsId } = await createLot(request, closingLotFile({ registrationEndInS: 10, startInS: 15, durationS: 40 }, { extensionWindowSec: 20 }));
    for (const loginName of [A, B]) await enrolWithDeposit(request, assetsId, loginName);
    const [a, b] = [await QuotePage.open(browser, A, assetsId), await QuotePage.open(browser, B, assetsId)];
    await expect(a.bidButton).toBeEnabled({ timeout: 30_000 });
    const lot = await lotInfo(request, assetsId);
    // the server runs on this machine: its clock is ours
    const wait = lot.deadline! - lot.rules.extensionWindowSec! * 1000 + 2000 - Date.now();
    if (wait > 0) await a.page.waitForTimeout(wait);

    const before = (await b.deadline.innerText()).trim();
    await a.bidLowest();
    await expect(b.deadline).not.toHaveText(before, { timeout: SEEN_WITHIN_MS });
    await expect(b.page.getByText(/延时竞价：截止时间由/)).toBeVisible();
    await expect(a.deadline).toHaveText((await b.deadline.innerText()).trim());
    await screenshotPair(browser, '4-extended', [A, a], [B, b]);
    await Promise.all([a.close(), b.close()]);
  });

  test('a dutch auction accepted by one bidder closes for both', async ({ browser, request }) => {
    const lot = (await liveLots(request)).find((l) => l.mode === 'dutchAuction' && l.phase === 'descending' && !l.paused);
    test.skip(!lot, 'no descending dutch lot is open');
    const [a, b] = [await QuotePage.open(browser, A, lot!.assetsId), await QuotePage.open(browser, B, lot!.assetsId)];
    await expect(a.acceptButton).toBeEnabled();
    await expect(a.page.getByTestId('next-step')).toContainText('秒后');
    await screenshotPair(browser, '5-dutch', [A, a], [B, b]);

    await a.acceptButton.click();
    await a.page.getByRole('alertdialog').getByRole('button', { name: '确认应价' }).click();
    const code = (await a.myCode.innerText()).trim();
    for (const q of [a, b]) {
      await expect(q.outcome).toContainText('成交', { timeout: SEEN_WITHIN_MS * 3 });
      await expect(q.outcome).toContainText(code);
    }
    await expect(a.page.getByTestId('deal-confirmation')).toContainText('恭喜您竞得本标的');
    await expect(b.page.getByTestId('deposit-refund')).toContainText(/退还/);
    await expect(b.acceptButton).toHaveCount(0);
    await screenshotPair(browser, '6-dutch-closed', [A, a], [B, b]);
    await Promise.all([a.close(), b.close()]);
  });
});
