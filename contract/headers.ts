/**
 * HTTP headers of the `/api/` calls (§7 general rules). Plain constants without zod, so the portal's entry chunk can
 * read them without the schema library (bench/README.md "Web: initial JS"); re-exported by envelope.ts.
 */

/** Header carrying the web client's fixed client id (§7 general rules: "All calls carry a client-id header"). */
export const CLIENT_ID_HEADER = 'Client-Id';
/** Older name of {@link CLIENT_ID_HEADER}, still accepted by the server. */
export const CLIENT_ID_HEADER_ALIAS = 'X-Client-Id';
/** Header carrying the bearer token when the grant type is password (§7). */
export const AUTH_HEADER = 'Blade-Auth';
/** Response header with the server's clock in epoch ms; feeds the shared client clock (streams/clock.ts). */
export const SERVER_NOW_HEADER = 'X-Server-Now';
