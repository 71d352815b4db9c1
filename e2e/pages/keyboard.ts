import { expect, type Locator, type Page } from '@playwright/test';

/** Most Tab presses a control may take to reach from where focus is (a page's header holds about 40 stops). */
const MAX_TABS = 150;

/**
 * Presses Tab until `target` has focus (Shift+Tab when `back`), then checks that the focus is visible: an outline or
 * a ring (box-shadow) drawn on it. Fails when the control cannot be reached by keyboard.
 */
export async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      const visible = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return false;
        const s = getComputedStyle(el);
        return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
      });
      expect(visible, 'focus is visible on the focused control').toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable by keyboard within ${MAX_TABS} presses: ${target.toString()}`);
}

/** Tabs to a text field and types `text` into it (replacing what it holds). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Tabs to a control and presses `key` on it (Enter for buttons and links, Space for checkboxes). */
export async function press(page: Page, control: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key);
}
