import createDOMPurify from 'dompurify';
// jsdom ships no type declarations; only its JSDOM constructor and window are used here.
// @ts-expect-error -- untyped module
import { JSDOM } from 'jsdom';

/** One DOMPurify over one server-side window, made at first use (building a jsdom window takes a while). */
let purifier: ReturnType<typeof createDOMPurify> | undefined;

/**
 * `html` reduced to safe rich text: DOMPurify's HTML profile keeps paragraphs, headings, lists, tables, links and
 * images, and drops scripts, styles, event-handler attributes, javascript: URLs and anything else executable. Every
 * rich-text body the server stores (news, notices, publications) goes through this one function when written.
 */
export function sanitizeRichText(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
