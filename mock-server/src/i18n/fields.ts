import type { Language } from './language';

/**
 * `value` with the string found under any of `fields` (at any depth: arrays, nested objects, `children`) replaced by
 * `translate(text, language)`; everything else is kept, and `value` itself is not changed. zh returns `value` as is.
 * E.g. `localiseFields(tree, ['typeName'], 'en', translateLabel)` names an asset-type tree in English.
 */
export function localiseFields<T>(value: T, fields: readonly string[], language: Language, translate: (text: string, language: Language) => string): T {
  if (language === 'zh' || !fields.length) return value;
  const wanted = new Set(fields);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(v)) {
      out[key] = typeof inner === 'string' && wanted.has(key) ? translate(inner, language) : walk(inner);
    }
    return out;
  };
  return walk(value) as T;
}
