import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/architecture.md, as eslint.config.js enforces them: each forbidden import fails the
 * lint with the rule that holds it, and the allowed forms pass. The code is linted as if it were a file in the real
 * folders (lintText with a filePath), so the config's globs and the `@/` aliases apply; nothing is written to disk.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages;
}

/** The rules that reported on `code` as file `filePath`. */
async function rulesHit(filePath: string, code: string): Promise<string[]> {
  return (await lint(filePath, code)).map((m) => m.ruleId ?? 'fatal');
}

const PATHS = 'import-x/no-restricted-paths';
const SYNTAX = 'no-restricted-syntax';

describe('client boundaries (contract ← streams ← features ← routes ← app)', () => {
  it('a feature importing another feature fails', async () => {
    expect(await rulesHit('src/features/hall/x.ts', "import * as q from '@/features/quote/quote.feed';\nexport default q;\n")).toContain(PATHS);
  });

  it('a feature importing a route or the route tree fails', async () => {
    expect(await rulesHit('src/features/hall/x.ts', "import * as r from '@/routes/hall';\nexport default r;\n")).toContain(PATHS);
    expect(await rulesHit('src/features/hall/x.ts', "import * as t from '@/routeTree.gen';\nexport default t;\n")).toContain(PATHS);
  }, 60_000); // linting imports of a route and of the route tree: 6–8 s alone, 13 s on a busy two-core machine

  it('lib, components and features importing src/app fail', async () => {
    expect(await rulesHit('src/lib/x.ts', "import * as a from '@/app/router';\nexport default a;\n")).toContain(PATHS);
    expect(await rulesHit('src/components/x.ts', "import * as a from '@/app/query-client';\nexport default a;\n")).toContain(PATHS);
    expect(await rulesHit('src/features/shell/x.ts', "import * as a from '@/app/router';\nexport default a;\n")).toContain(PATHS);
  });

  it('components and lib importing a feature fail', async () => {
    expect(await rulesHit('src/components/x.ts', "import * as h from '@/features/hall/hall-page';\nexport default h;\n")).toContain(PATHS);
    expect(await rulesHit('src/lib/x.ts', "import * as h from '@/features/hall/hall-page';\nexport default h;\n")).toContain(PATHS);
  });

  it('streams importing src or React fails', async () => {
    expect(await rulesHit('streams/x.ts', "import * as p from '../src/lib/paths';\nexport default p;\n")).toContain(PATHS);
    expect(await rulesHit('streams/feeds/x.ts', "import { useState } from 'react';\nexport default useState;\n")).toContain('no-restricted-imports');
  });

  it('contract importing the server, the app or a library other than zod fails', async () => {
    expect(await rulesHit('contract/x.ts', "import * as c from '../mock-server/src/config';\nexport default c;\n")).toContain(PATHS);
    expect(await rulesHit('contract/x.ts', "import * as s from '../streams/clock';\nexport default s;\n")).toContain(PATHS);
    expect(await rulesHit('contract/x.ts', "import dayjs from 'dayjs';\nexport default dayjs;\n")).toContain('no-restricted-imports');
  });

  it('the app importing the server fails', async () => {
    expect(await rulesHit('src/lib/x.ts', "import * as c from '../../mock-server/src/config';\nexport default c;\n")).toContain(PATHS);
  });

  it('an import circle fails: a file importing one that imports it back', async () => {
    // time-sync.ts imports clock.ts, and auth-guard.ts imports paths.ts, on disk.
    expect(await rulesHit('streams/clock.ts', "import * as t from './time-sync';\nexport default t;\n")).toContain('import-x/no-cycle');
    expect(await rulesHit('src/lib/paths.ts', "import * as g from '@/lib/auth-guard';\nexport default g;\n")).toContain('import-x/no-cycle');
  });

  it('allowed: a route composes features; a feature uses components, lib, stores, streams and contract', async () => {
    expect(await lint('src/routes/x.tsx', "import * as h from '@/features/hall/hall-page';\nimport * as q from '@/features/quote/quote-hall-page';\nexport default [h, q];\n")).toEqual([]);
    const feature = [
      "import * as b from '@/components/ui/button';",
      "import * as p from '@/lib/paths';",
      "import * as s from '@/stores/session';",
      "import * as c from '@streams/clock';",
      "import * as k from '@contract/constants';",
      "import * as own from '@/features/hall/hall-search';",
      'export default [b, p, s, c, k, own];',
    ].join('\n');
    expect(await lint('src/features/hall/x.ts', `${feature}\n`)).toEqual([]);
    expect(await lint('streams/x.ts', "import * as b from '@contract/bid';\nexport default b;\n")).toEqual([]);
  });
});

describe('server boundaries', () => {
  it('the server importing the web app or the stream layer fails; the contract is allowed', async () => {
    expect(await rulesHit('mock-server/src/http/x.ts', "import * as p from '../../../src/lib/paths';\nexport default p;\n")).toContain(PATHS);
    expect(await rulesHit('mock-server/src/http/x.ts', "import * as c from '../../../streams/clock';\nexport default c;\n")).toContain(PATHS);
    expect(await lint('mock-server/src/http/x.ts', "import * as e from '../../../contract/envelope';\nexport default e;\n")).toEqual([]);
  });

  it("a module importing another module's files (not its index) fails", async () => {
    expect(await rulesHit('mock-server/src/modules/enrolment/x.ts', "import * as o from '../payment/orders';\nexport default o;\n")).toContain(PATHS);
    expect(await rulesHit('mock-server/src/realtime/x.ts', "import * as o from '../modules/payment/orders';\nexport default o;\n")).toContain(PATHS);
    expect(await rulesHit('tests/server/x.test.ts', "import * as o from '../../mock-server/src/modules/payment/orders';\nexport default o;\n")).toContain(PATHS);
  });

  it('allowed: a module uses its own files', async () => {
    expect(await lint('mock-server/src/modules/payment/x.ts', "import * as o from './orders';\nexport default o;\n")).toEqual([]);
  });

  // The module entries (modules/<m>/index.ts) are being added module by module: this runs once payment has one.
  it.skipIf(!existsSync(`${ROOT}/mock-server/src/modules/payment/index.ts`))('allowed: a module imports another through its index', async () => {
    expect(await lint('mock-server/src/modules/enrolment/x.ts', "import * as p from '../payment/index';\nexport default p;\n")).toEqual([]);
    expect(await lint('mock-server/src/modules/enrolment/x.ts', "import * as p from '../payment';\nexport default p;\n")).toEqual([]);
  });

  it('the auction engine importing the database, a module, HTTP or node I/O fails', async () => {
    expect(await rulesHit('mock-server/src/auction/x.ts', "import * as c from '../db/connection';\nexport default c;\n")).toContain(PATHS);
    expect(await rulesHit('mock-server/src/auction/x.ts', "import * as r from '../realtime/room-broadcast';\nexport default r;\n")).toContain(PATHS);
    expect(await rulesHit('mock-server/src/auction/x.ts', "import { readFileSync } from 'node:fs';\nexport default readFileSync;\n")).toContain('no-restricted-imports');
    expect(await rulesHit('mock-server/src/auction/x.ts', "import { Kysely } from 'kysely';\nexport default Kysely;\n")).toContain('no-restricted-imports');
  });

  it('allowed: the bid service (auction/service) uses the database', async () => {
    expect(await lint('mock-server/src/auction/service/x.ts', "import * as c from '../../db/connection';\nexport default c;\n")).toEqual([]);
  });

  it('SQL in a service file fails: query builder, raw statements, sql templates, the SQL packages', async () => {
    const file = 'mock-server/src/modules/enrolment/x-service.ts';
    const db = "import type { Db } from '../../db/connection';\n";
    expect(await rulesHit(file, `${db}export const f = (db: Db) => db.selectFrom('enrolment').selectAll().execute();\n`)).toContain(SYNTAX);
    expect(await rulesHit(file, `${db}export const f = (db: Db) => db.deleteFrom('enrolment').execute();\n`)).toContain(SYNTAX);
    expect(await rulesHit(file, "export const f = (sqlite: { prepare(s: string): unknown }) => sqlite.prepare('SELECT 1');\n")).toContain(SYNTAX);
    expect(await rulesHit(file, "import { sqliteOf } from '../../db/connection';\nexport default sqliteOf;\n")).toContain(SYNTAX);
    expect(await rulesHit(file, "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n")).toContain('@typescript-eslint/no-restricted-imports');
    expect(await rulesHit(file, "import Database from 'better-sqlite3';\nexport default Database;\n")).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('allowed in a service: a regex exec, a type import of kysely, a transaction handed to repositories', async () => {
    const file = 'mock-server/src/modules/enrolment/x-service.ts';
    expect(await lint(file, "const RE = /^(\\d+)$/;\nexport const n = (s: string) => RE.exec(s)?.[1] ?? /x/.exec(s);\n")).toEqual([]);
    expect(await lint(file, "import type { Kysely } from 'kysely';\nexport type D = Kysely<object>;\n")).toEqual([]);
  });

  it('allowed: a repository (any *repository.ts) and db/ speak SQL', async () => {
    const db = "import type { Db } from '../../db/connection';\n";
    const select = `${db}export const f = (db: Db) => db.selectFrom('enrolment').selectAll().execute();\n`;
    expect(await lint('mock-server/src/modules/enrolment/repository.ts', select)).toEqual([]);
    expect(await lint('mock-server/src/modules/payment/order-repository.ts', select)).toEqual([]);
    expect(await lint('mock-server/src/db/x.ts', "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n")).toEqual([]);
  });
});
