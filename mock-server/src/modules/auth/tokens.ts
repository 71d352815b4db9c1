import { randomUUID } from 'node:crypto';
import { compactVerify, jwtVerify, SignJWT } from 'jose';

/**
 * What a valid access token says. `userId` and `familyId` are null for a client_credentials token; `expiresAt` is its
 * `exp` in epoch ms (a channel that outlives one request, like the push `user` topic, ends there).
 */
export interface AccessClaims { userId: string | null; familyId: string | null; tokenId: string; scope: string; expiresAt: number }

const ISSUER = 'nccq-exchange';
const ALG = 'HS256';
/** How many verified tokens {@link AccessTokens.verify} remembers (oldest forgotten first). */
export const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Access tokens: HS256 JWTs (jose) with iss, aud = the web client id, sub = user id, fid = refresh-token family,
 * jti, scope, iat and exp (seconds). Verification also asks whether the family was revoked, so logout and a
 * password change end a session at once rather than when the token expires.
 */
export class AccessTokens {
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number; nbf?: number }>();

  constructor(private readonly deps: {
    key: Uint8Array; ttlS: number; audience: string; now: () => number; isRevoked: (familyId: string) => Promise<boolean>;
  }) {}

  /** Lifetime of a new token in seconds (config ACCESS_TOKEN_TTL_S). */
  get ttlS(): number {
    return this.deps.ttlS;
  }

  /** Signs a token for a user session, or for the client itself when `subject` is null (scope 'read'). */
  async issue(subject: { userId: string; familyId: string } | null): Promise<string> {
    const iat = Math.floor(this.deps.now() / 1000);
    const jwt = new SignJWT(subject ? { fid: subject.familyId, scope: 'all' } : { scope: 'read' })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setIssuer(ISSUER).setAudience(this.deps.audience).setJti(randomUUID())
      .setIssuedAt(iat).setExpirationTime(iat + this.deps.ttlS);
    if (subject) jwt.setSubject(subject.userId);
    return jwt.sign(this.deps.key);
  }

  /**
   * The claims of a genuine, unexpired token of a live session; null for anything else (never throws). The signature
   * and claims of a token never change, so a token verified once is remembered (bounded, {@link VERIFIED_CACHE_SIZE})
   * and only its time window (exp, nbf; as jose checks them, in whole seconds) and its session's revocation are
   * checked again: sockets re-verify their token at every bid command, and the JWS verification was a tenth of the
   * server's time under load.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      let known = this.verified.get(token);
      if (!known) {
        const { payload } = await jwtVerify(token, this.deps.key, {
          algorithms: [ALG], issuer: ISSUER, audience: this.deps.audience,
          currentDate: new Date(this.deps.now()), requiredClaims: ['jti', 'exp'],
        });
        const familyId = typeof payload.fid === 'string' ? payload.fid : null;
        known = {
          claims: { userId: payload.sub ?? null, familyId, tokenId: payload.jti!, scope: String(payload.scope ?? ''), expiresAt: payload.exp! * 1000 },
          exp: payload.exp!, nbf: payload.nbf,
        };
        if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
        this.verified.set(token, known);
      }
      const nowS = Math.floor(this.deps.now() / 1000);
      if (known.exp <= nowS || (known.nbf !== undefined && known.nbf > nowS)) return null;
      if (known.claims.familyId && await this.deps.isRevoked(known.claims.familyId)) return null;
      return { ...known.claims };
    } catch {
      return null;
    }
  }

  /**
   * The session family of a token whose signature is ours, even when it has expired: logout must still be able to
   * end the session behind a token that timed out while the tab slept. null when the signature is not ours.
   */
  async familyOf(token: string): Promise<string | null> {
    try {
      const { payload } = await compactVerify(token, this.deps.key, { algorithms: [ALG] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as { fid?: unknown };
      return typeof claims.fid === 'string' ? claims.fid : null;
    } catch {
      return null;
    }
  }
}
