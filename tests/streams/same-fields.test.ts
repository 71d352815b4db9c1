import { describe, expect, it } from 'vitest';
import { sameFieldsExcept } from '@streams/same-fields';

const ticking = (key: string) => key === 'leftTime';

describe('sameFieldsExcept (streams/same-fields.ts)', () => {
  it('ignores the skipped keys and compares every other key of both objects', () => {
    expect(sameFieldsExcept({ id: 'a', price: 1, leftTime: 9 }, { id: 'a', price: 1, leftTime: 8 }, ticking)).toBe(true);
    expect(sameFieldsExcept({ id: 'a', price: 1 }, { id: 'a', price: 2 }, ticking)).toBe(false);
    expect(sameFieldsExcept({ id: 'a', price: 1, extra: null }, { id: 'a', price: 1 }, ticking)).toBe(false);
    expect(sameFieldsExcept({ id: 'a' }, { id: 'a', price: undefined }, ticking)).toBe(false);
    expect(sameFieldsExcept({ id: 'a', leftTime: 1 }, { id: 'a' }, ticking)).toBe(true);
  });

  it('compares with the given equality', () => {
    const nearly = (_key: string, x: unknown, y: unknown) => Math.abs((x as number) - (y as number)) < 1;
    expect(sameFieldsExcept({ p: 1.2 }, { p: 1.5 }, () => false, nearly)).toBe(true);
    expect(sameFieldsExcept({ p: 1.2 }, { p: 3 }, () => false, nearly)).toBe(false);
  });
});
