import { describe, expect, it } from 'vitest';
import { parseSearch } from '@/app/search-params';
import { hallKindOf, hallSearchSchema } from '@/features/hall/hall-search';

const fromUrl = (query: string) => hallSearchSchema.parse(parseSearch(query));

describe('/hall URL state (§2 Bidding hall)', () => {
  it('projectActive 1 is ongoing, 2 upcoming, anything else falls back to 1', () => {
    expect(fromUrl('?projectActive=2')).toEqual({ projectActive: 2, current: 1 });
    expect(hallKindOf(fromUrl('?projectActive=2').projectActive)).toBe('upcoming');
    expect(fromUrl('?projectActive=3').projectActive).toBe(1);
    expect(fromUrl('?projectActive=abc').projectActive).toBe(1);
    expect(hallKindOf(fromUrl('').projectActive)).toBe('ongoing');
  });

  it('keeps the asset-name search and a valid page, drops a broken one', () => {
    expect(fromUrl('?assetsName=%E9%B1%BC%E5%A1%98&current=3')).toEqual({ projectActive: 1, assetsName: '鱼塘', current: 3 });
    expect(fromUrl('?current=0').current).toBe(1);
  });
});
