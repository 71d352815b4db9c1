/**
 * The routes' `validateSearch` schemas (style.md "Routes and URL state": every field falls back instead of failing,
 * so a hand-edited or outdated link still renders). Plain functions rather than zod: the route tree, and with it every
 * search schema, is part of the entry chunk, where zod would add 17 kB (zod/mini) to 27 kB (zod) gzip to the first
 * screen of every page (bench/README.md "Web: initial JS"). Each field mirrors a zod chain it replaced, e.g.
 * `z.preprocess(asString, z.string().trim().max(n)).optional().catch(undefined)` or
 * `z.coerce.number().int().min(1).max(n).default(d).catch(d)`; tests/web/features/search-fields.test.ts compares them.
 */

/** One search field: the raw query value (string, number, anything a link passed) → the field's value. Never throws. */
export type SearchField<T> = (raw: unknown) => T;

// Query values arrive as strings; a number can still show up when code navigates with one.
const asString = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/** An optional string matching `pattern` (numbers taken as their text); anything else → undefined. */
export const optionalMatch =
  (pattern: RegExp): SearchField<string | undefined> =>
  (raw) => {
    const v = asString(raw);
    return typeof v === 'string' && pattern.test(v) ? v : undefined;
  };

/** An optional text, trimmed, `min`..`max` characters (numbers taken as their text); anything else → undefined. */
export const optionalText =
  (max: number, min = 0): SearchField<string | undefined> =>
  (raw) => {
    const v = asString(raw);
    if (typeof v !== 'string') return undefined;
    const text = v.trim();
    return text.length >= min && text.length <= max ? text : undefined;
  };

/** An optional value out of `values`; anything else → undefined. */
export const optionalEnum =
  <const T extends readonly string[]>(values: T): SearchField<T[number] | undefined> =>
  (raw) =>
    typeof raw === 'string' && values.includes(raw) ? (raw as T[number]) : undefined;

/** One of `values`, `fallback` when absent or anything else. */
export const enumOr =
  <const T extends readonly string[]>(values: T, fallback: T[number]): SearchField<T[number]> =>
  (raw) =>
    typeof raw === 'string' && values.includes(raw) ? (raw as T[number]) : fallback;

/** A number (numeric text accepted) that `accept` approves, `fallback` when absent or anything else. */
export const numberOr =
  (accept: (n: number) => boolean, fallback: number): SearchField<number> =>
  (raw) => {
    if (raw === undefined) return fallback;
    let n: number;
    try {
      n = Number(raw);
    } catch {
      return fallback;
    }
    return Number.isFinite(n) && accept(n) ? n : fallback;
  };

/** A whole number in `1..max` (numeric text accepted), `fallback` when absent or invalid: page numbers and sizes. */
export const pageNumber = (max: number, fallback: number): SearchField<number> =>
  numberOr((n) => Number.isSafeInteger(n) && n >= 1 && n <= max, fallback);

type Simplify<T> = { [K in keyof T]: T[K] };
type Value<F> = F extends SearchField<infer T> ? T : never;
/** The validated search: fields that may be undefined are optional keys (as `z.infer` gave them). */
export type SearchOf<F> = Simplify<
  { [K in keyof F as undefined extends Value<F[K]> ? never : K]: Value<F[K]> } & {
    [K in keyof F as undefined extends Value<F[K]> ? K : never]?: Value<F[K]>;
  }
>;

/** A route's search schema: `parse` for `validateSearch` (and tests); `types` are for the router's inference only. */
export interface SearchSchema<F extends Record<string, SearchField<unknown>>> {
  fields: F;
  parse: (raw: unknown) => SearchOf<F>;
  types: { input: { [K in keyof F]?: unknown }; output: SearchOf<F> };
}

/**
 * Builds a search schema from its fields. Unknown keys are dropped. As with zod's object, a field that is absent from
 * the input and comes out undefined is left out, while a field present in the input is always set, undefined
 * included: the router merges the validated search over the raw one, so an invalid value must be overwritten, not kept.
 * `schema.fields` can be spread into another schema (a wider search that shares fields).
 */
export function searchSchema<F extends Record<string, SearchField<unknown>>>(fields: F): SearchSchema<F> {
  const parse = (raw: unknown) => {
    const source = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) {
      const value = fields[key](source[key]);
      if (value !== undefined || key in source) out[key] = value;
    }
    return out as SearchOf<F>;
  };
  return { fields, parse, types: undefined as unknown as SearchSchema<F>['types'] };
}
