/**
 * An IntersectionObserver the test moves (stub it with `vi.stubGlobal('IntersectionObserver', FakeObserver)`):
 * every instance is kept in `FakeObserver.all` with the options it was made with, and `report(true)` reports every
 * element it watches as within its margin, `report(false)` as outside. Empty `all` after each test.
 */
export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) { this.watched.push(el); }
  unobserve() {}
  disconnect() { this.watched.length = 0; }
  report(isIntersecting: boolean) {
    this.callback(this.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}
