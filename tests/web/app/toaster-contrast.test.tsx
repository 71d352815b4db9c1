// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { AppToaster, TOAST_TEXT_COLOURS } from '@/app/toaster';

/** sRGB channels 0–255 of `#rrggbb` or `hsl(h, s%, l%)`. */
function rgbOf(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as [number, number, number];
  const [h, s, l] = /hsl\((\d+),\s*(\d+)%,\s*(\d+)%\)/.exec(colour)!.slice(1).map(Number);
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const luminance = (c: string) => {
    const [r, g, bl] = rgbOf(c).map((v) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const theme = readFileSync('src/index.css', 'utf8');
const sonnerCss = readFileSync(createRequire(import.meta.url).resolve('sonner/dist/styles.css'), 'utf8');
const lightTheme = /\[data-sonner-theme=['"]?light['"]?\]\s*\{([^}]*)\}/.exec(sonnerCss)![1];
const sonnerVar = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(lightTheme)![1].trim();
const token = (name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(theme)![1];

describe('toast colours (WCAG AA)', () => {
  it.each(['success', 'info', 'warning', 'error'] as const)('the %s toast’s text reads at 4.5:1 or more on its background', (kind) => {
    const text = TOAST_TEXT_COLOURS[`--${kind}-text`];
    const hex = token(/var\((--[\w-]+)\)/.exec(text)![1]);
    expect(contrast(hex, sonnerVar(`--${kind}-bg`))).toBeGreaterThanOrEqual(4.5);
  });

  it('the toaster carries the colours to its toasts', async () => {
    render(<AppToaster />);
    await act(async () => {
      toast.info('新消息');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const outlet = document.querySelector<HTMLElement>('[data-sonner-toaster]')!;
    expect(outlet.style.getPropertyValue('--info-text')).toBe('var(--color-info)');
  });
});
