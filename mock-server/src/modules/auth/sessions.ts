import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import { newId, randomToken, sha256Hex } from '../../lib/crypto';
import {
  findRefreshToken, insertRefreshToken, isFamilyRevoked, markRefreshTokenUsed, pruneRefreshTokens, revokeFamily, revokeUserFamilies,
} from './repository';

/** Why a refresh token was refused: never seen, past its expiry, its session was ended, or it was used before. */
export type RefreshRefusal = 'unknown' | 'expired' | 'revoked' | 'reused';
export type RotateResult =
  | { ok: true; userId: string; familyId: string; refreshToken: string }
  | { ok: false; reason: RefreshRefusal; familyId?: string };

const DAY_MS = 86_400_000;

/** Which sessions were just ended: one family (logout, refresh-token reuse) or every session of a user (password reset). */
export type EndedSessions = { familyId: string } | { userId: string };

/**
 * Login sessions as refresh-token families. A login starts a family; each refresh consumes the presented token and
 * issues its child (rotation). Presenting a token that was already rotated means it leaked: the whole family is
 * revoked, including the newest token, and every access token of the family stops working.
 * Tokens are 32 random bytes (base64url), stored as SHA-256 only; each lives `ttlS` seconds from its issue.
 */
export class RefreshSessions {
  private readonly revokedListeners: Array<(ended: EndedSessions) => void> = [];

  constructor(private readonly deps: { db: Db; now: () => number; ttlS: number; clientId: string }) {}

  private async issue(db: Db, userId: string, familyId: string, parentId: string | null): Promise<string> {
    const token = randomToken();
    const t = this.deps.now();
    await insertRefreshToken(db, {
      id: newId(), tokenHash: sha256Hex(token), familyId, parentId, userId, clientId: this.deps.clientId,
      expireTime: t + this.deps.ttlS * 1000, usedTime: null, createTime: t,
    });
    return token;
  }

  /** Starts a session for `userId`: a new family and its first refresh token. */
  async start(userId: string): Promise<{ familyId: string; refreshToken: string }> {
    await pruneRefreshTokens(this.deps.db, this.deps.now() - DAY_MS);
    const familyId = randomUUID();
    return { familyId, refreshToken: await this.issue(this.deps.db, userId, familyId, null) };
  }

  /**
   * Calls `listener` after every revocation (once committed), so channels that verified a token once — the push
   * channel's `user` topic — end with the session instead of at the token's expiry.
   */
  onRevoked(listener: (ended: EndedSessions) => void): void {
    this.revokedListeners.push(listener);
  }

  private revoked(ended: EndedSessions): void {
    for (const listener of this.revokedListeners) listener(ended);
  }

  /** Rotates `token`: consumes it and returns its child, or says why not (reuse revokes the family first). */
  async rotate(token: string): Promise<RotateResult> {
    const result = await this.rotateOnce(token);
    if (!result.ok && result.reason === 'reused' && result.familyId) this.revoked({ familyId: result.familyId });
    return result;
  }

  private rotateOnce(token: string): Promise<RotateResult> {
    const t = this.deps.now();
    return this.deps.db.transaction().execute(async (trx): Promise<RotateResult> => {
      const row = await findRefreshToken(trx, sha256Hex(token));
      if (!row) return { ok: false, reason: 'unknown' };
      const familyId = row.familyId;
      if (row.revoked) return { ok: false, reason: 'revoked', familyId };
      // A rotated token presented again, even an expired one, has leaked: end the session for everybody holding it.
      const reused = async (): Promise<RotateResult> => {
        await revokeFamily(trx, familyId);
        return { ok: false, reason: 'reused', familyId };
      };
      if (row.used) return reused();
      if (Number(row.expireTime) <= t) return { ok: false, reason: 'expired', familyId };
      if (!(await markRefreshTokenUsed(trx, row.id, t))) return reused();
      return { ok: true, userId: row.userId, familyId, refreshToken: await this.issue(trx, row.userId, familyId, row.id) };
    });
  }

  /** Ends one session (logout). Idempotent. */
  async revoke(familyId: string): Promise<void> {
    await revokeFamily(this.deps.db, familyId);
    this.revoked({ familyId });
  }

  /** Ends every session of a user (forgotten password reset). Idempotent. */
  async revokeAll(userId: string): Promise<void> {
    await revokeUserFamilies(this.deps.db, userId);
    this.revoked({ userId });
  }

  /** True when the session was ended; checked on every authenticated request. */
  isRevoked(familyId: string): Promise<boolean> {
    return isFamilyRevoked(this.deps.db, familyId);
  }
}
