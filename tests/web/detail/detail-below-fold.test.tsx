// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { ASSETS_ID, detail, fakeApi, detailPageTestHooks } from './detail-fixtures';
import { renderAt } from '../render-app';

/** An IntersectionObserver whose reports the test makes: `setInView(true)` tells every observer each watched element is in view. */
function controlledObservers() {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; self: IntersectionObserver }> = [];
  vi.stubGlobal('IntersectionObserver', class {
    constructor(callback: IntersectionObserverCallback) {
      observers.push({ callback, targets: [], self: this as unknown as IntersectionObserver });
    }
    observe(el: Element) { observers.find((o) => o.self === (this as unknown))!.targets.push(el); }
    unobserve() {}
    disconnect() {}
    takeRecords() { return []; }
  });
  return (inView: boolean) => act(() => {
    for (const o of observers) o.callback(o.targets.map((target) => ({ target, isIntersecting: inView, intersectionRatio: inView ? 1 : 0 }) as IntersectionObserverEntry), o.self);
  });
}

detailPageTestHooks();

describe('a project page on a phone, before the visitor scrolls', () => {
  it('asks for the open tab only when the tabs come near the viewport, its skeleton standing in until then', async () => {
    const setInView = controlledObservers();
    const calls = fakeApi({
      'dscq-project/project/detail': () => detail(),
      'dscq-project/assets-detail/base-info': () => ({ assetsId: ASSETS_ID, assetsName: '东坡区土地承包经营权出租', items: [{ label: '流转方式', value: '出租' }] }),
    });
    renderAt(`/projectDetail/${ASSETS_ID}.html`);
    await screen.findByRole('heading', { level: 1, name: '东坡区土地承包经营权出租' }, { timeout: 5000 });
    setInView(false);
    const panel = screen.getByRole('tabpanel');
    expect(panel.querySelector('[role="status"]')).not.toBeNull();
    expect(calls).not.toContain('dscq-project/assets-detail/base-info');

    setInView(true);
    expect(await screen.findByText('流转方式')).toBeTruthy();
    expect(calls.filter((c) => c === 'dscq-project/assets-detail/base-info')).toHaveLength(1);
  });

  it('does not ask a visitor who is not logged in for the enrolment check: the button says 请先登录 without it', async () => {
    controlledObservers();
    const calls = fakeApi({ 'dscq-project/project/detail': () => detail() });
    renderAt(`/projectDetail/${ASSETS_ID}.html`);
    expect(await screen.findByRole('link', { name: '请先登录' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(calls).toContain('dscq-project/project/detail'));
    expect(calls).not.toContain('dscq-project/enrolment/check');
  });
});
