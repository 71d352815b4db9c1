/**
 * Marks a source message (zh) for the portal's catalogues without translating it: a label in a table of constants,
 * a validation message, a stream's status word. The portal shows it with `t(label)` (src/i18n); the server and the
 * wire keep the zh text. Returns `source` unchanged, so it can still be compared with wire values.
 */
export function msg<T extends string>(source: T): T {
  return source;
}
