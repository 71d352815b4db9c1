import { safeRedirect } from '@/lib/paths';

/** Search of both seal pages: `back`, an in-portal path (e.g. the contract being signed) that 绑定成功 returns to. */
export interface SealSearch { back?: string }

/** validateSearch of the seal routes: a `back` that is not a safe in-portal path is dropped (never throws). */
export function sealSearch(raw: Record<string, unknown>): SealSearch {
  const back = safeRedirect(raw.back, '');
  return back ? { back } : {};
}
