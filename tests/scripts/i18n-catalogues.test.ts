import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { namespaceOf, placeholders } from '../../scripts/i18n-catalogues.mjs';

describe('catalogue check (scripts/i18n-catalogues.mjs)', () => {
  it('puts a file in the namespace of its folder', () => {
    expect(namespaceOf('src/features/quote/bid-panel.tsx')).toBe('quote');
    expect(namespaceOf('src/features/shell/top-bar.tsx')).toBe('common');
    expect(namespaceOf('src/components/ui/pagination.tsx')).toBe('common');
    expect(namespaceOf('streams/feeds/hall.ts')).toBe('common');
    expect(namespaceOf('contract/projects.ts')).toBe('shared');
  });

  it('reads the placeholders of a source and of an ICU translation alike', () => {
    expect(placeholders('共 {n} 条，第 {page} 页')).toEqual(['n', 'page']);
    expect(placeholders('{n, plural, one {# bid} other {# bids}} on page {page}')).toEqual(['n', 'page']);
    expect(placeholders('没有占位符')).toEqual([]);
  });

  it('tells a translation that drops or renames a placeholder from the source', () => {
    expect(placeholders('{count} bids')).not.toEqual(placeholders('共 {n} 次出价'));
  });

  it('throws on a translation that does not parse', () => {
    expect(() => placeholders('{n, plural, one {# bid}')).toThrow();
  });
});
