// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ASSETS_ID, detail, fakeApi, detailPageTestHooks } from './detail-fixtures';
import { renderAt } from '../render-app';

detailPageTestHooks();

/** The text of the price panel's cell labelled `label` (dt → dd). */
const cell = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('project detail money units', () => {
  it('shows the deposit of a 元/亩/年 project once, as money, and the increment in 元/亩/年', async () => {
    fakeApi({ 'dscq-project/project/detail': () => detail({ priceType: 2, priceUnit: '元/亩/年', startPrice: 800, increment: 10, deposit: 101_000 }) });
    renderAt(`/projectDetail/${ASSETS_ID}.html`);
    await screen.findByRole('heading', { level: 1, name: '东坡区土地承包经营权出租' }, { timeout: 5000 });
    expect(cell('保证金')).toBe('10.1万元');
    expect(cell('加价幅度')).toBe('10.00元/亩/年');
    expect(screen.queryByText('101,000.00')).toBeNull();
  });

  it('shows a small deposit in 元 whatever the price unit', async () => {
    fakeApi({ 'dscq-project/project/detail': () => detail({ priceType: 1, priceUnit: '万元', deposit: 9_200, increment: 1_000 }) });
    renderAt(`/projectDetail/${ASSETS_ID}.html`);
    await screen.findByRole('heading', { level: 1, name: '东坡区土地承包经营权出租' }, { timeout: 5000 });
    expect(cell('保证金')).toBe('9,200.00元');
    expect(cell('加价幅度')).toBe('0.1万元');
  });
});
