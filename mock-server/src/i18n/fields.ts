import type { Language } from './language';

/**
 * `value` with the strings under any of `fields` replaced by `translate(text, language)`; everything else is kept, and
 * `value` itself is not changed. zh returns `value` as is. A field is named
 * - `name`: that field at any depth (arrays, nested objects, `children`);
 * - `parent.name`: the field `name` of the objects held by the field `parent` (directly or in its array), so a
 *   contract's `history.label` is translated and its facts' `label` (the contract's own text) is not;
 * - `parent.*`: every string field of the object held by `parent` (a record of messages such as `reasons`).
 * E.g. `localiseFields(tree, ['typeName'], 'en', translateLabel)` names an asset-type tree in English.
 */
export function localiseFields<T>(value: T, fields: readonly string[], language: Language, translate: (text: string, language: Language) => string): T {
  if (language === 'zh' || !fields.length) return value;
  const wanted = new Set(fields);
  const matches = (key: string, parent: string) => wanted.has(key) || wanted.has(`${parent}.${key}`) || wanted.has(`${parent}.*`);
  const walk = (v: unknown, parent: string): unknown => {
    if (Array.isArray(v)) return v.map((item) => walk(item, parent));
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(v)) {
      out[key] = typeof inner === 'string' && matches(key, parent) ? translate(inner, language) : walk(inner, key);
    }
    return out;
  };
  return walk(value, '') as T;
}

/**
 * The server-worded steps of a record's history (a deposit order's, an enrolment's, a settlement's, a contract's:
 * `history[].label` and `history[].detail`), for a route's `messages`.
 */
export const HISTORY_MESSAGES = ['history.label', 'history.detail'] as const;
