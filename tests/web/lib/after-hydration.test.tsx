// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterHydration } from '@/lib/use-hydrated';

// What @testing-library/react sets for its own renders: act() then flushes React's work (React 18 warns without it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Page() {
  renders++;
  return (
    <main>
      <p>首屏</p>
      <AfterHydration fallback={<p>占位</p>}>
        <p>首屏以下</p>
      </AfterHydration>
    </main>
  );
}

afterEach(() => {
  document.body.replaceChildren();
  renders = 0;
});

describe('AfterHydration', () => {
  it('sends its fallback in the server render', () => {
    expect(renderToString(<Page />)).toContain('占位');
    expect(renderToString(<Page />)).not.toContain('首屏以下');
  });

  it('shows its children once the page is hydrated, without rendering the page again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(container.textContent).toContain('首屏以下');
    expect(container.textContent).not.toContain('占位');
    // The flip re-rendered only AfterHydration: a page-wide re-render here is a synchronous pass over the whole tree.
    expect(renders).toBe(1);
  });
});
