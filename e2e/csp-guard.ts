import { test as base, expect, type BrowserContext } from '@playwright/test';

declare global {
  interface Window {
    /** Content-Security-Policy violations seen by this document (filled by {@link watchCsp}'s init script). */
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the pages of `context` from now on: the document's
 * `securitypolicyviolation` events (kept in `window.__cspViolations` and reported to the test, so they survive a
 * navigation) and the browser's console messages about the policy. Returns the live list of what was seen.
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => { seen.push(`${page.url()} — ${text}`); });
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      const text = `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || '?'}:${e.lineNumber}`;
      window.__cspViolations!.push(text);
      void (window as unknown as { __reportCspViolation: (t: string) => Promise<void> }).__reportCspViolation(text);
    }, true);
  });
  context.on('console', (msg) => {
    if (msg.text().includes('Content Security Policy')) seen.push(`${msg.page()?.url() ?? '?'} — console: ${msg.text()}`);
  });
  return seen;
}

/** Fails the test when `seen` ({@link watchCsp}) holds a violation. */
export function expectNoCspViolations(seen: string[]): void {
  expect(seen, 'Content-Security-Policy violations').toEqual([]);
}

/**
 * Playwright's `test` with an automatic fixture that fails any test whose pages (of the test's own context)
 * violated the server's Content-Security-Policy. Specs import `test` and `expect` from here.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [async ({ context }, use) => {
    const seen = await watchCsp(context);
    await use(seen);
    expectNoCspViolations(seen);
  }, { auto: true }],
});

export { expect };
