import { AUTH_HEADER, CLIENT_ID_HEADER } from '@contract/headers';
import { env } from '@/lib/env';
import { selectBearerToken, useSessionStore } from '@/stores/session';

/**
 * The identity headers of every call (§7 general rules): `Client-Id` always, and
 * `Blade-Auth: bearer <token>` when the session's grant type is 'password'. Shared by the JSON
 * client and the transports it does not cover (multipart uploads with progress, owner-only file
 * downloads), so every request identifies itself the same way.
 */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { [CLIENT_ID_HEADER]: env.clientId };
  const token = selectBearerToken(useSessionStore.getState());
  if (token) headers[AUTH_HEADER] = `bearer ${token}`;
  return headers;
}
