import * as z from 'zod/mini';

/**
 * Building blocks of the routes' `validateSearch` schemas (style.md "Routes and URL state": every field falls back
 * instead of failing, so a hand-edited or outdated link still renders). They use zod's tree-shakable `zod/mini`
 * build: the route tree and so every search schema is part of the entry chunk, and the full `zod` would add about
 * 27 kB gzip to the first screen of every page (bench/README.md "Web: initial JS"). Same checks as
 * `z.preprocess(…).optional().catch(undefined)` and `z.coerce.number().int().min().max().default().catch()`.
 */

// Query values arrive as strings; a number can still show up when code navigates with one.
const asString = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/** An optional string field matching `pattern` (numbers taken as their text); anything else → undefined. */
export const optionalMatch = (pattern: RegExp) =>
  z.catch(z.optional(z.pipe(z.transform(asString), z.string().check(z.regex(pattern)))), undefined);

/** An optional text field, trimmed, `min`..`max` characters (numbers taken as their text); anything else → undefined. */
export const optionalText = (max: number, min = 0) =>
  z.catch(
    z.optional(z.pipe(z.transform(asString), z.string().check(z.trim(), ...(min > 0 ? [z.minLength(min)] : []), z.maxLength(max)))),
    undefined,
  );

/** An optional field holding one of `values`; anything else → undefined. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.catch(z.optional(z.enum(values)), undefined);

/** A whole number in `1..max` (numeric text accepted), `fallback` when absent or invalid: page numbers and sizes. */
export const pageNumber = (max: number, fallback: number) =>
  z.catch(z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))), fallback), fallback);
