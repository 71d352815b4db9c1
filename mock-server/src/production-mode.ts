/**
 * Imported first by the server's entry points (main.ts, cluster.ts): unless NODE_ENV is set, the process runs its
 * libraries' production builds. React's server renderer, which draws the first screen (http/ssr.ts), picks its build
 * by NODE_ENV when the build's server bundle is first imported; without this it ran its development build, slower and
 * with development-only checks and warnings. Tests set NODE_ENV themselves (vitest: `test`).
 */
process.env.NODE_ENV ??= 'production';

export {};
