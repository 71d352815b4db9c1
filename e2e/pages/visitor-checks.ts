import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

/** Opens every page of `context` in English: the remembered language of §3 common state, set before any script runs. */
export async function useEnglish(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const key = 'nccq-common';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem(key, JSON.stringify({ ...stored, language: 'en' }));
      sessionStorage.setItem('e2e-language-set', '1');
    }
  });
}

/**
 * Interface text in Chinese on an English page: every text node and every placeholder, title, alt and aria-label
 * holding a Han character, outside elements marked `translate="no"` (data: project names, places, news text) and
 * outside script/style. An attribute may name data shown on the page ("Details: <project name>"): the texts of the
 * page's `translate="no"` elements are taken out of it first. Each entry reads `<tag>: <text>` (cut to 60 characters).
 */
export async function chineseInterfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const HAN = /[\u3400-\u9fff]/;
    const isData = (el: Element | null) => !!el?.closest('[translate="no"], script, style, noscript, template');
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      if (HAN.test(text) && !isData(n.parentElement)) out.push(`${n.parentElement?.tagName.toLowerCase()}: ${text.trim().slice(0, 60)}`);
    }
    const data = [...document.querySelectorAll('[translate="no"]')]
      .map((el) => (el.textContent ?? '').trim())
      .filter((s) => HAN.test(s))
      .sort((a, b) => b.length - a.length);
    const withoutData = (v: string) => data.reduce((acc, d) => acc.split(d).join(''), v);
    for (const el of document.querySelectorAll('[placeholder], [title], [alt], [aria-label]')) {
      if (isData(el)) continue;
      for (const attr of ['placeholder', 'title', 'alt', 'aria-label']) {
        const v = el.getAttribute(attr);
        if (v && HAN.test(withoutData(v))) out.push(`${el.tagName.toLowerCase()}[${attr}]: ${v.slice(0, 60)}`);
      }
    }
    if (HAN.test(document.title)) out.push(`title: ${document.title}`);
    return [...new Set(out)];
  });
}

/**
 * The serious and critical WCAG 2.2 A/AA violations axe-core finds on the page as it is now, one line each:
 * `<rule> (<impact>): <first targets>`. Toasts stacked behind the front one are left out: they are covered by it and
 * fade while they move, so their contrast depends on the instant axe reads them (the front toast is checked).
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('[data-sonner-toast][data-front="false"]')
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(' | ')}${v.nodes.length > 4 ? ` …+${v.nodes.length - 4}` : ''}`);
}

/**
 * Whether the page as it is now lays out wider than its viewport (a phone visitor's sideways scroll): as
 * `scrollWidth <px> in <viewport px>`, or null when it fits.
 */
export async function sidewaysScroll(page: Page): Promise<string | null> {
  const [width, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  return width > viewport ? `scrollWidth ${width} in ${viewport}` : null;
}
