import { notFound } from '@tanstack/react-router';

/** Path params of /demandDetail/{id}.html after parsing. */
export interface DemandIdParams {
  id: string;
}

/**
 * `params.parse` of /demandDetail/{id}.html (§2). The router strips the `.html` suffix; demand
 * ids are numeric strings (design.md ids).
 * @throws the router's notFound() for anything else (Chinese not-found state)
 */
export function parseDemandIdParams(raw: Record<string, string>): DemandIdParams {
  const id = (raw.id ?? '').replace(/\.html$/i, '').trim();
  if (!/^\d{1,20}$/.test(id)) throw notFound();
  return { id };
}

/** Inverse of {@link parseDemandIdParams}. */
export function stringifyDemandIdParams(p: DemandIdParams): { id: string } {
  return { id: p.id };
}

/** Href of a demand's detail page (§2 /demandDetail/{id}.html). */
export function demandHref(id: string): string {
  return `/demandDetail/${id}.html`;
}
