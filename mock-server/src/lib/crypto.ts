/** Pure id and digest helpers shared by every part of the server (modules, the auction service, seed). */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A new numeric string id of 19 digits, never starting with 0 (design.md: non-asset ids are numeric strings). */
export function newId(): string {
  let id = String(randomInt(1, 10));
  for (let i = 0; i < 3; i++) id += String(randomInt(0, 1_000_000)).padStart(6, '0');
  return id;
}

/** Hex SHA-256 of `text`: enough for high-entropy secrets such as refresh tokens (nothing to guess). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Hex HMAC-SHA-256 of `text` under the server's hash key. Used for low-entropy secrets (6-digit SMS codes, captcha
 * answers): a leaked table alone cannot be brute-forced without the key.
 */
export function hmacHex(key: Uint8Array, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Constant-time comparison of two hex digests (false when the lengths differ). */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** An unguessable token of `bytes` random bytes, base64url (refresh tokens: 32 bytes → 43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

let sortableCounter = 0;
/**
 * An id that sorts in the order ids were made: the clock `now` (13 digits, epoch ms), a per-process counter and a
 * random tail (3 + 3 digits), so a history reads in order even when a frozen or coarse clock gives equal times.
 */
export function sortableId(now: number): string {
  sortableCounter = (sortableCounter + 1) % 1000;
  return `${String(Math.max(0, Math.trunc(now))).padStart(13, '0')}${String(sortableCounter).padStart(3, '0')}${String(randomInt(0, 1000)).padStart(3, '0')}`;
}
