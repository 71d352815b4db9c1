// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { RecommendList } from '@/features/project-detail/recommend-list';
import { fakeServer, project } from '../routes/fake-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('推荐项目 on a project page (§9 Recommended projects)', () => {
  it('is asked for only once the block comes near the viewport, its skeleton standing in until then', async () => {
    let report: ((near: boolean) => void) | undefined;
    vi.stubGlobal('IntersectionObserver', class {
      target: Element | undefined;
      constructor(callback: IntersectionObserverCallback) {
        report = (near) => callback([{ target: this.target, isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe(el: Element) { this.target = el; }
      unobserve() {}
      disconnect() {}
    });
    const calls = fakeServer({ 'dscq-project/search/assets-recommend': () => [project({ assetsId: 'a'.repeat(32), assetsName: '城郊果园经营权' })] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Suspense fallback={null}>
          <RecommendList assetsId={'b'.repeat(32)} />
        </Suspense>
      </QueryClientProvider>,
    );
    await screen.findByRole('region', { name: '推荐项目' });
    await waitFor(() => expect(report).toBeDefined());
    act(() => report!(false));
    expect(calls.filter((c) => c.path === 'dscq-project/search/assets-recommend')).toHaveLength(0);

    act(() => report!(true));
    expect(await screen.findByText('城郊果园经营权')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'dscq-project/search/assets-recommend')).toHaveLength(1);
  });
});
