import { describe, expect, it } from 'vitest';
import { isNotFound } from '@tanstack/react-router';
import { parseAssetsIdParams } from '@/features/project-detail/detail-params';
import { demandHref, parseDemandIdParams } from '@/features/demand/demand-params';

const ID = '0123456789abcdef0123456789abcdef';
const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('.html route params (§2 /projectDetail/{assetsId}.html, /demandDetail/{id}.html)', () => {
  it('accepts a 32-hex asset id, lowering upper case and dropping a doubled .html', () => {
    expect(parseAssetsIdParams({ assetsId: ID })).toEqual({ assetsId: ID });
    expect(parseAssetsIdParams({ assetsId: ID.toUpperCase() })).toEqual({ assetsId: ID });
    expect(parseAssetsIdParams({ assetsId: `${ID}.html` })).toEqual({ assetsId: ID });
  });

  it.each(['', 'abc', `${ID}0`, `${ID.slice(0, 31)}g`, '../index', `${ID}.htm`])('rejects %j as not found', (raw) => {
    expect(isNotFound(thrown(() => parseAssetsIdParams({ assetsId: raw })))).toBe(true);
  });

  it('accepts numeric demand ids only', () => {
    expect(parseDemandIdParams({ id: '1900000000000000123' })).toEqual({ id: '1900000000000000123' });
    expect(isNotFound(thrown(() => parseDemandIdParams({ id: '12a' })))).toBe(true);
    expect(demandHref('42')).toBe('/demandDetail/42.html');
  });
});
