import { translateLabel, type Language } from './messages';

/**
 * `value` with the string found under any of `fields` (at any depth: arrays, nested objects, `children`) replaced by
 * its label in `language` ({@link translateLabel}); everything else is kept, and `value` itself is not changed.
 * zh returns `value` as is. E.g. `localiseLabels(tree, ['typeName'], 'en')` names an asset-type tree in English.
 */
export function localiseLabels<T>(value: T, fields: readonly string[], language: Language): T {
  if (language === 'zh' || !fields.length) return value;
  const wanted = new Set(fields);
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(v)) {
      out[key] = typeof inner === 'string' && wanted.has(key) ? translateLabel(inner, language) : walk(inner);
    }
    return out;
  };
  return walk(value) as T;
}
