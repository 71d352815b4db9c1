import type { Page } from '@playwright/test';

/**
 * Scrolls the page down to its foot a screen at a time, as a visitor would, pausing a moment on each screen: what the
 * portal builds only when it comes near the viewport (src/lib/when-near-viewport.tsx) is built on the way. The page
 * may grow meanwhile, and may still be hydrating when the walk passes (then nothing is built yet): so it then brings
 * each placeholder still waiting (`aria-busy`) into view, for up to 5 s in all. Ends at the foot.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let y = 0; y < document.documentElement.scrollHeight - innerHeight; y += innerHeight) {
      scrollTo(0, y);
      await pause(50);
    }
    for (let tries = 0; tries < 20; tries++) {
      const waiting = document.querySelector('[aria-busy="true"]');
      if (!waiting) break;
      waiting.scrollIntoView({ block: 'center' });
      await pause(250);
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await pause(50);
  });
}
