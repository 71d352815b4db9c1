import type { FastifyInstance } from 'fastify';

/** One registered route: its method and full path in Fastify's syntax (`/api/x/:id`). */
export interface RegisteredRoute { method: string; path: string }

/**
 * Every route Fastify registered, read from `printRoutes({ commonPrefix: false })` (one line per path node, children
 * indented four columns below their parent and spelled relative to it), without the HEAD twins of GET routes.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** The OpenAPI path of a Fastify path: `:id` → `{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
