import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the tests' own code does when it can behave differently on PostgreSQL + Redis. */
const ENGINE_SENSITIVE = /process\.env|child_process/;
const RELATIVE_IMPORT = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/**
 * The server suites under `dirs` (folders relative to `root`, searched recursively for `*.test.ts` that do not match
 * `skip`) that can run differently on PostgreSQL + Redis: those whose own code, or a test module they import from
 * tests/ (directly or not), reads the environment or starts a process. TEST_DATABASE_URL and REDIS_URL, the two
 * variables `npm test`'s PostgreSQL stage sets, are read only there (tests/server/test-db.ts, which every test
 * database comes from; the cluster suites; the child processes a suite starts inherit them); the server code takes
 * its engine from the config and database it is given. The other suites — pure logic, or an in-memory SQLite
 * database the file opens itself — run exactly as on the first pass, so that stage leaves them out.
 * Returns paths relative to `root`, sorted.
 */
export function storageSuites(root: string, dirs: string[], skip: RegExp): string[] {
  const memo = new Map<string, boolean>();
  const sensitive = (file: string, seen: Set<string>): boolean => {
    const known = memo.get(file);
    if (known !== undefined) return known;
    if (seen.has(file)) return false;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    let found = ENGINE_SENSITIVE.test(source);
    for (const m of source.matchAll(RELATIVE_IMPORT)) {
      if (found) break;
      const target = resolveTestModule(path.resolve(path.dirname(file), m[1] ?? m[2]), root);
      if (target) found = sensitive(target, seen);
    }
    memo.set(file, found);
    return found;
  };
  return dirs
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f)))
    .filter((f) => f.endsWith('.test.ts') && !skip.test(f) && sensitive(path.join(root, f), new Set()))
    .sort();
}

/** The file an import of `base` names when it is a module of tests/, else null (the server's and libraries' code). */
function resolveTestModule(base: string, root: string): string | null {
  if (!base.startsWith(path.join(root, 'tests') + path.sep)) return null;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => /\.tsx?$/.test(f) && existsSync(f) && statSync(f).isFile()) ?? null;
}
