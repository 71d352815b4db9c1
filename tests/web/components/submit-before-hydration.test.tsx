// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';

// What @testing-library/react sets for its own renders: act() then flushes React's work (React 18 warns without it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A login-like form: a named password field, its submit button, a plain button and a submit button the caller disables. */
function Form({ onSubmit, pending = false }: { onSubmit: () => void; pending?: boolean }) {
  return (
    <form onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <input name="password" type="password" aria-label="密码" />
      <Button type="button">刷新</Button>
      <Button type="submit">登 录</Button>
      <Button type="submit" disabled={pending}>提交中</Button>
    </form>
  );
}

const button = (root: HTMLElement, name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name)!;

afterEach(() => document.body.replaceChildren());

describe('a submit button on a server-rendered page', () => {
  it('arrives disabled, so the browser cannot submit the form its own way (fields in the address) before the code runs', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSubmit={() => {}} />);
    expect(button(container, '登 录').disabled).toBe(true);
    expect(button(container, '登 录').type).toBe('submit');
    // Only submitting is held back: a plain button is not.
    expect(button(container, '刷新').disabled).toBe(false);
  });

  it('is enabled once hydrated and submits through the page code; a disabled one stays disabled', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} pending />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Form onSubmit={onSubmit} pending />);
    });
    expect(button(container, '登 录').disabled).toBe(false);
    expect(button(container, '提交中').disabled).toBe(true);
    await act(async () => button(container, '登 录').click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is enabled at once on a page the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Form onSubmit={() => {}} />);
    });
    expect(button(container, '登 录').disabled).toBe(false);
  });
});
