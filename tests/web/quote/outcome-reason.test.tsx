// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { LotView } from '@streams/feeds/lot';
import { applyLanguage, loadNamespace } from '@/i18n';
import { OutcomePanel } from '@/features/quote/outcome-panel';

const unsold = (reason: string, reasonText: string) =>
  ({ outcome: { result: 'unsold', winnerCode: null, price: null, closedAt: 1_900_000, reason, reasonText }, me: null }) as unknown as LotView;

const showPanel = (lot: LotView) =>
  render(<Suspense fallback={null}><OutcomePanel lot={lot} unit={{ priceType: 1, priceUnitName: '' }} /></Suspense>);

afterEach(async () => {
  cleanup();
  await applyLanguage('zh');
});

describe('the close reason in the portal language (auction-rules.md "Close", §1 language setting)', () => {
  it('reads a known reason from its code in English, not the server’s Chinese sentence', async () => {
    await applyLanguage('en');
    await loadNamespace('en', 'quote');
    showPanel(unsold('no-bids', '无人出价，本标的流拍'));
    const panel = await screen.findByTestId('lot-outcome');
    expect(panel.textContent).toContain('No bids: unsold');
    expect(panel.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows the server’s sentence for a reason the portal does not know', async () => {
    showPanel(unsold('a-new-reason', '新的流拍原因'));
    expect((await screen.findByTestId('lot-outcome')).textContent).toContain('新的流拍原因');
  });

  it('treats a reason named like an object property as unknown', async () => {
    showPanel(unsold('constructor', '新的流拍原因'));
    expect((await screen.findByTestId('lot-outcome')).textContent).toContain('新的流拍原因');
  });
});
