/** The OpenAPI 3 document of the HTTP API, generated from the registered routes' zod schemas (http/openapi.ts). */
export const OPENAPI_PATH = '/api/openapi.json';
/** The browsable API reference (Swagger UI) over {@link OPENAPI_PATH}. */
export const DOCS_PATH = '/api/docs';

/**
 * True for the API reference's paths (the document, the Swagger UI page and its assets): public documentation, so
 * readable without Client-Id, and served as documents with the portal's CSP rather than as API answers.
 */
export function isDocsPath(url: string): boolean {
  return url.startsWith(DOCS_PATH) ? /^\/api\/docs(\/|\?|$)/.test(url) : url === OPENAPI_PATH || url.startsWith(`${OPENAPI_PATH}?`);
}
