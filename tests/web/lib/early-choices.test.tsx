// @vitest-environment jsdom
import { act, StrictMode, useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { noteEarlyChoices } from '@/lib/early-choices';
import { useEarlyChoices } from '@/lib/use-early-choices';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A registration-like form: a user-type radio group (1 checked by default), an agreement and a newsletter checkbox. */
function Form({ seen }: { seen: string[] }) {
  const ref = useRef<HTMLFormElement>(null);
  useEarlyChoices(ref);
  return (
    <form ref={ref}>
      <input type="radio" name="userType" value="1" defaultChecked onChange={(e) => seen.push(`userType=${e.target.value}`)} />
      <input type="radio" name="userType" value="2" onChange={(e) => seen.push(`userType=${e.target.value}`)} />
      <input type="checkbox" name="agree" onChange={(e) => seen.push(`agree=${e.target.checked}`)} />
      <input type="checkbox" name="news" defaultChecked onChange={(e) => seen.push(`news=${e.target.checked}`)} />
    </form>
  );
}

const input = (root: HTMLElement, name: string, value?: string) =>
  root.querySelector<HTMLInputElement>(`input[name=${name}]${value ? `[value="${value}"]` : ''}`)!;

afterEach(() => document.body.replaceChildren());

describe('choices made on a server-rendered form before hydration', () => {
  it('are set again once the form is hydrated, through its own change handlers, and only once', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form seen={[]} />);
    document.body.append(container);
    // The visitor, before the code runs: picks type 2, ticks the agreement, unticks the newsletter.
    input(container, 'userType', '2').checked = true;
    input(container, 'agree').checked = true;
    input(container, 'news').checked = false;

    const seen: string[] = [];
    noteEarlyChoices(container);
    await act(async () => {
      // StrictMode runs the form's effects twice (as in development): each choice is still set once.
      hydrateRoot(container, <StrictMode><Form seen={seen} /></StrictMode>);
    });

    expect(input(container, 'userType', '2').checked).toBe(true);
    expect(input(container, 'userType', '1').checked).toBe(false);
    expect(input(container, 'agree').checked).toBe(true);
    expect(input(container, 'news').checked).toBe(false);
    expect(seen.sort()).toEqual(['agree=true', 'news=false', 'userType=2']);
  });

  it('notes nothing when the visitor changed nothing: the defaults stay, no handler runs', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form seen={[]} />);
    document.body.append(container);
    const seen: string[] = [];
    noteEarlyChoices(container);
    await act(async () => {
      hydrateRoot(container, <Form seen={seen} />);
    });
    expect(seen).toEqual([]);
    expect(input(container, 'userType', '1').checked).toBe(true);
    expect(input(container, 'news').checked).toBe(true);
  });
});
