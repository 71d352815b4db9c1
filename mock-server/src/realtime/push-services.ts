import { lotExistsLookup } from '../auction/service/lot-repository';
import type { Db } from '../db/connection';
import type { AuthServices } from '../modules/auth/index';
import type { PushHub } from './push-hub';

/**
 * Gives the push hub what its subscriptions need: access-token verification (account, session and expiry of the
 * `user` topic), the lot lookup that refuses topics of lots that do not exist, and the session revocations (logout,
 * password reset, refresh-token reuse) that end the `user` topic of the connections of that session at once.
 */
export function connectPushServices(push: PushHub, deps: { auth: Pick<AuthServices, 'tokens' | 'sessions'>; db: Db }): void {
  const { tokens, sessions } = deps.auth;
  push.useServices({
    verify: async (token) => {
      const claims = await tokens.verify(token);
      return claims?.userId ? { userId: claims.userId, familyId: claims.familyId, expiresAt: claims.expiresAt } : null;
    },
    lotExists: lotExistsLookup(deps.db),
  });
  sessions.onRevoked((ended) => push.endSessions(ended));
}
