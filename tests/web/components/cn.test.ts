import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge as defaultMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '@/components/ui/cn';

/** Every whitespace-separated word of every string literal in src/: a superset of the class names the portal uses. */
function classWords(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.gen.ts')) {
        for (const m of readFileSync(path, 'utf8').matchAll(/(["'`])((?:(?!\1)[^\n])*)\1/g)) {
          for (const w of m[2].split(/\s+/)) if (/^[!-]?[a-z[@*][\w\-[\]/.:%#(),&>*=_!@]*$/.test(w)) words.add(w);
        }
      }
    }
  };
  walk('src');
  return [...words];
}

describe('cn (tailwind-merge with the portal configuration, src/components/ui/merge-config.ts)', () => {
  const words = classWords();
  // the words the default configuration knows as utilities: it keeps one of two equal ones
  const utilities = words.filter((w) => defaultMerge(`${w} ${w}`) === w);
  const byVariant = new Map<string, string[]>();
  for (const w of utilities) {
    const variant = w.slice(0, w.lastIndexOf(':') + 1);
    byVariant.set(variant, [...(byVariant.get(variant) ?? []), w]);
  }

  it('finds the portal’s utilities in src/', () => {
    expect(utilities.length).toBeGreaterThan(500);
    expect(utilities).toContain('px-3');
  });

  it('merges every pair of utilities used with the same variant exactly as the default configuration', () => {
    const differ: string[] = [];
    for (const list of byVariant.values()) {
      for (const a of list) {
        for (const b of list) {
          const classes = `${a} ${b}`;
          const want = defaultMerge(classes);
          if (cn(classes) !== want) differ.push(`${classes} → ${cn(classes)} (default: ${want})`);
        }
      }
    }
    expect(differ.slice(0, 300)).toEqual([]);
  });

  it('leaves words that are no utility alone, as the default configuration does', () => {
    const differ = words.filter((w) => !utilities.includes(w) && cn(`${w} ${w}`) !== `${w} ${w}`);
    expect(differ).toEqual([]);
  });

  it('lets a caller override a primitive: the last padding, height and colour win', () => {
    expect(cn('h-9 px-3 text-sm text-ink', 'h-11 px-2 text-white')).toBe('text-sm h-11 px-2 text-white');
    expect(cn('p-4', 'pt-0')).toBe('p-4 pt-0');
    expect(cn('pt-0', 'p-4')).toBe('p-4');
    expect(cn('text-left', 'text-right')).toBe('text-right');
    expect(cn('size-11', 'size-8')).toBe('size-8');
  });
});
