/**
 * Seeded randomness for the seed data. Everything random in the seed flows through one `Rng`
 * (sfc32 over a 32-bit state), so a fixed seed gives the same rows on every run and every machine.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 16; i++) this.next();
  }

  /** Uniform float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Log-uniform float in [min, max]: small values as common as large ones per order of magnitude. */
  logUniform(min: number, max: number): number {
    return Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('无法从空列表中抽取');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** A new array in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** `n` distinct items (or all of them when fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n);
  }

  /** `length` lowercase hex characters. */
  hex(length: number): string {
    let s = '';
    while (s.length < length) s += Math.floor(this.next() * 4294967296).toString(16).padStart(8, '0');
    return s.slice(0, length);
  }
}

/**
 * Id source: asset ids are 32-char lowercase hex, every other id a 19-digit numeric string
 * (the snowflake-like ids of the exchange's real backend). Both are unique within one seed run.
 */
export class IdSource {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Rng) {}

  /** Numeric string id, 19 digits, never starting with 0. */
  numeric(): string {
    for (;;) {
      const id = String(this.rng.int(1, 9)) + String(this.rng.int(0, 999_999_999)).padStart(9, '0')
        + String(this.rng.int(0, 999_999_999)).padStart(9, '0');
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  }

  /** 32-char lowercase hex asset id. */
  assetsId(): string {
    for (;;) {
      const id = this.rng.hex(32);
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  }
}
