/** A `{name}` placeholder of a catalogue key (the gettext convention of the portal: the zh source text is the id). */
const PLACEHOLDER = /\{(\w+)\}/g;

/** One key with placeholders, compiled once: the anchored pattern and the placeholder names in order. */
interface Template { pattern: RegExp; names: string[]; target: string; literalLength: number }

/** How deep the parts a template captured are translated in turn (a reason inside a sentence inside a list). */
const MAX_DEPTH = 3;

/** Separator of several sentences joined into one message (the validation errors of several fields). */
const SENTENCES = '；';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A translation catalogue keyed by the zh text: `{ "订单不存在": "Order not found", "出价须高于当前价 {price} 元":
 * "Bids must be above the current price of {price} yuan" }`. A key without placeholders matches its text exactly; a
 * key with placeholders is compiled once into an anchored pattern (each placeholder matches any text) that
 * matches the messages built from it, the captured values put into the target's placeholders of the same name.
 * More specific keys (more fixed text) are tried first.
 */
export class Catalogue {
  private readonly exact = new Map<string, string>();
  private readonly templates: Template[] = [];

  /** @param entries zh key → translation; an empty translation counts as missing. */
  constructor(entries: Readonly<Record<string, string>>) {
    for (const [key, target] of Object.entries(entries)) {
      if (!target) continue;
      const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]);
      if (!names.length) {
        this.exact.set(key, target);
        continue;
      }
      const literal = key.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
      const source = literal.map(escapeRegExp).join('([\\s\\S]+?)');
      this.templates.push({ pattern: new RegExp(`^${source}$`), names, target, literalLength: literal.join('').length });
    }
    this.templates.sort((a, b) => b.literalLength - a.literalLength);
  }

  /** The translation of `text`, or undefined when no key matches it. */
  lookup(text: string, depth = 0): string | undefined {
    const exact = this.exact.get(text);
    if (exact !== undefined) return exact;
    // Several sentences joined: each on its own (a template's placeholder would otherwise swallow the next ones).
    if (text.includes(SENTENCES)) {
      const parts = text.split(SENTENCES).map((part) => this.lookup(part, depth + 1));
      if (parts.every((p) => p !== undefined)) return parts.join('; ');
    }
    for (const t of this.templates) {
      const m = t.pattern.exec(text);
      if (!m) continue;
      const values = new Map(t.names.map((name, i) => [name, m[i + 1]]));
      return t.target.replace(PLACEHOLDER, (whole, name: string) => {
        const value = values.get(name);
        if (value === undefined) return whole;
        return depth < MAX_DEPTH ? (this.lookup(value, depth + 1) ?? value) : value;
      });
    }
    return undefined;
  }

  /** The translation of `text`, else `text` itself (data, or a message the catalogue lacks). */
  translate(text: string): string {
    return this.lookup(text) ?? text;
  }

  /** The zh keys with placeholders, in the order they are tried (for the catalogue's own checks). */
  get templateKeys(): readonly RegExp[] {
    return this.templates.map((t) => t.pattern);
  }
}
