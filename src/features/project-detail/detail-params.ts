import { notFound } from '@tanstack/react-router';

/** Path params of /projectDetail/{assetsId}.html and /projectPkg/{assetsId}.html after parsing. */
export interface AssetsIdParams {
  assetsId: string;
}

const ASSETS_ID = /^[0-9a-f]{32}$/;

/**
 * `params.parse` of the two project detail routes (§2 /projectDetail/{assetsId}.html,
 * /projectPkg/{assetsId}.html). The router strips the literal `.html` suffix; a stray `.html` left
 * in the value (a doubled suffix) is dropped too. Ids are 32-char hex (design.md ids); upper case
 * is accepted and lowered so one project has one cache entry.
 * @throws the router's notFound() for anything else, which renders the Chinese not-found state
 */
export function parseAssetsIdParams(raw: Record<string, string>): AssetsIdParams {
  const assetsId = (raw.assetsId ?? '').replace(/\.html$/i, '').trim().toLowerCase();
  if (!ASSETS_ID.test(assetsId)) throw notFound();
  return { assetsId };
}

/** Inverse of {@link parseAssetsIdParams}: the raw path value (the router adds `.html`). */
export function stringifyAssetsIdParams(p: AssetsIdParams): { assetsId: string } {
  return { assetsId: p.assetsId };
}
