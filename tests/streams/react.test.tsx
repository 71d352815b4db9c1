// @vitest-environment jsdom
import { StrictMode, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { BehaviorSubject, Observable, Subject, share } from 'rxjs';
import { useObservable } from '@streams/react';

afterEach(cleanup);

const strict = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;
const tick = () => new Promise((r) => setTimeout(r, 5));

/** An observable that counts its subscriptions. */
function counted<T>(source$: Observable<T>) {
  const stats = { subscribed: 0, active: 0 };
  const obs$ = new Observable<T>((subscriber) => {
    stats.subscribed++;
    stats.active++;
    const sub = source$.subscribe(subscriber);
    return () => {
      stats.active--;
      sub.unsubscribe();
    };
  });
  return { obs$, stats };
}

describe('useObservable', () => {
  it('shows the initial value, then every emission', () => {
    const subject = new Subject<number>();
    const { result } = renderHook(() => useObservable(subject, -1));
    expect(result.current).toBe(-1);
    act(() => subject.next(1));
    expect(result.current).toBe(1);
    act(() => subject.next(2));
    expect(result.current).toBe(2);
  });

  it('picks up a value emitted synchronously on subscription', () => {
    const now$ = new BehaviorSubject('now').asObservable();
    const { result } = renderHook(() => useObservable(now$, 'initial'), { wrapper: strict });
    expect(result.current).toBe('now');
  });

  it('subscribes once per observable instance, even in StrictMode and with several readers', async () => {
    const subject = new Subject<string>();
    const { obs$, stats } = counted(subject.pipe(share()));
    function Reader({ id }: { id: string }) {
      return <span data-testid={id}>{useObservable(obs$, 'none')}</span>;
    }
    const view = render(
      <StrictMode>
        <Reader id="a" />
        <Reader id="b" />
      </StrictMode>,
    );
    await act(tick);
    expect(stats.subscribed).toBe(1);
    expect(stats.active).toBe(1);
    act(() => subject.next('x'));
    expect(view.getByTestId('a').textContent).toBe('x');
    expect(view.getByTestId('b').textContent).toBe('x');

    view.unmount();
    await act(tick);
    expect(stats.active).toBe(0);
  });

  it('switches when the observable changes', async () => {
    const a = new BehaviorSubject('a');
    const b = new BehaviorSubject('b');
    const { result, rerender } = renderHook(({ obs }) => useObservable(obs, ''), { initialProps: { obs: a.asObservable() } });
    expect(result.current).toBe('a');
    rerender({ obs: b.asObservable() });
    expect(result.current).toBe('b');
    await act(tick);
    expect(a.observed).toBe(false);
    expect(b.observed).toBe(true);
  });

  it('rethrows an error of the observable to the error boundary', () => {
    const subject = new Subject<number>();
    const { result } = renderHook(() => {
      try {
        return useObservable(subject, 0);
      } catch (e) {
        return (e as Error).message;
      }
    });
    act(() => subject.error(new Error('feed broke')));
    expect(result.current).toBe('feed broke');
  });
});
