// ESLint: the house's import boundaries (docs/architecture.md) plus typescript-eslint's recommended rules.
// Only syntactic rules: no type-checked rule, so `npm run lint` stays fast (tsc does the type checking).
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const ROOT = dirname(fileURLToPath(import.meta.url));
const subfolders = (dir) =>
  readdirSync(`${ROOT}/${dir}`, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

const FEATURES = subfolders('src/features');
const entries = (dir) => readdirSync(`${ROOT}/${dir}`).map((name) => `${dir}/${name}`);
const MODULES = subfolders('mock-server/src/modules');
/** Everything of the server and its users outside modules/ (plain paths: glob targets cost a matcher per file and zone). */
const OUTSIDE_MODULES = [
  ...entries('mock-server/src').filter((p) => p !== 'mock-server/src/modules'),
  'mock-server/bin',
  'tests',
  'e2e',
  'bench',
  'scripts',
];

/** Folders of our own code, each a top-level name (design.md). */
const OURS = ['contract', 'streams', 'src', 'mock-server', 'tests', 'e2e', 'scripts', 'bench'];
const others = (...keep) => OURS.filter((d) => !keep.includes(d));

/** `import-x/no-restricted-paths` zones: `target` = the importing files, `from` = what they may not import. */
const zones = [
  // contract/: the wire contract is the bottom of everything.
  { target: 'contract', from: others('contract'), message: 'contract/ 只依赖 zod：不引入项目内其他目录。' },
  // streams/: framework-free stream layer over the contract.
  { target: 'streams', from: others('contract', 'streams'), message: 'streams/ 只依赖 contract/。' },
  // The exchange server speaks to the client side only through the contract.
  { target: 'mock-server', from: ['src', 'streams', 'e2e', 'tests', 'scripts', 'bench'], message: 'mock-server/ 只依赖 contract/（及自身）。' },
  // The web app never reaches into the server.
  { target: 'src', from: ['mock-server', 'tests', 'e2e', 'scripts', 'bench'], message: 'src/ 不引入服务端或测试代码。' },
  // src/app is the composition root: main.tsx and app/ itself only.
  {
    target: ['src/routes', 'src/features', 'src/components', 'src/lib', 'src/stores'],
    from: 'src/app',
    message: 'src/app 只做装配：下层通过 src/lib 或路由上下文取得所需。',
  },
  {
    target: ['src/features', 'src/components', 'src/lib', 'src/stores'],
    from: ['src/routes', 'src/routeTree.gen.ts'],
    message: '路由在功能之上：功能与公共代码不引入 routes/ 或 routeTree.gen。',
  },
  { target: ['src/components', 'src/lib', 'src/stores'], from: 'src/features', message: 'components/lib/stores 不依赖任何功能模块。' },
  { target: ['src/lib', 'src/stores'], from: 'src/components', message: 'lib/stores 不依赖界面组件。' },
  // One feature never imports another; a route composes them.
  ...FEATURES.map((f) => ({
    target: `src/features/${f}`,
    from: 'src/features',
    except: [`./${f}`],
    message: '功能之间互不引入：共用部分放到 components/ 或 lib/，组合在路由里完成。',
  })),
  // A server module is used from outside only through its public entry modules/<m>/index.ts.
  ...MODULES.map((m) => ({
    target: [...MODULES.filter((o) => o !== m).map((o) => `mock-server/src/modules/${o}`), ...OUTSIDE_MODULES],
    from: `mock-server/src/modules/${m}`,
    except: ['./index.ts'],
    message: `模块 ${m} 只能通过 modules/${m}/index.ts 使用。`,
  })),
  // The auction engine is a pure state machine: no I/O.
  {
    target: 'mock-server/src/auction/*.ts',
    from: [
      'mock-server/src/db',
      'mock-server/src/modules',
      'mock-server/src/http',
      'mock-server/src/realtime',
      'mock-server/src/services',
      'mock-server/src/seed',
      'mock-server/src/auction/service',
    ],
    message: '竞价引擎（auction/*.ts）是纯状态机：不引入数据库、模块、HTTP、实时通道。',
  },
];

/** Packages the auction engine may not import (I/O). */
const ENGINE_IO = [
  ...['fs', 'fs/promises', 'net', 'http', 'https', 'child_process', 'worker_threads'].flatMap((m) => [m, `node:${m}`]),
  ...['better-sqlite3', 'kysely', 'pg', 'fastify', 'socket.io', 'ws'],
];

/** The Kysely query builder and raw statements, allowed only in repositories and db/. */
const SQL_SYNTAX = [
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
    message: 'SQL 只写在 *repository.ts 或 db/ 中（Kysely 查询构造）。',
  },
  {
    // Raw statements on a database handle: db.prepare(...), this.sqlite.exec(...), sqliteOf(db).prepare(...),
    // or any .prepare/.exec of a string literal. RegExp#exec (a regex literal or a pattern variable) is not matched.
    selector: [
      'CallExpression[callee.property.name=/^(prepare|exec|pragma)$/][callee.object.name=/^(db|sqlite|database|raw|conn|connection|trx|tx)$/i]',
      'CallExpression[callee.property.name=/^(prepare|exec|pragma)$/][callee.object.property.name=/^(db|sqlite|database)$/i]',
      'CallExpression[callee.property.name=/^(prepare|exec|pragma)$/][callee.object.callee.name="sqliteOf"]',
      'CallExpression[callee.property.name=/^(prepare|exec)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]:not([callee.object.regex])',
    ].join(', '),
    message: 'SQL 只写在 *repository.ts 或 db/ 中（原生语句）。',
  },
  { selector: 'TaggedTemplateExpression[tag.name="sql"], CallExpression[callee.object.name="sql"]', message: 'SQL 只写在 *repository.ts 或 db/ 中（sql 模板）。' },
  { selector: 'ImportSpecifier[imported.name="sqliteOf"]', message: '底层 SQLite 句柄只在 *repository.ts 或 db/ 中使用。' },
];

/** A Han character, as an esquery regex: what marks a Chinese interface string. */
const HAN = '/[\\u3400-\\u9fff]/';

/** Globals of Node scripts (.mjs): no `globals` package in the install, so the few in use are listed. */
const NODE_GLOBALS = Object.fromEntries(
  ['process', 'console', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'URL', 'Buffer', 'fetch', 'AbortController', 'performance'].map((g) => [g, 'readonly']),
);

export default defineConfig(
  {
    ignores: ['dist/**', '**/node_modules/**', 'src/routeTree.gen.ts', 'test-results/**', 'playwright-report/**', 'data/**', 'bench/tmp/**', 'docs/**', 'e2e/.auth/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses to follow imports (no-cycle walks them): TypeScript ones included.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/external-module-folders': importX.flatConfigs.typescript.settings['import-x/external-module-folders'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}/tsconfig.json` })],
    },
    rules: {
      // As tsc's noUnusedParameters: a parameter named `_x` is unused on purpose (a callback's position, a table column);
      // `const { hidden: _, ...rest } = x` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Chinese text in templates uses the ideographic space (U+3000) on purpose.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
      // `interface X extends Y {}` is how a module augmentation adds Y to a library's interface (route staticData).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  // contract/: zod and relative files only.
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.{1,2}/|node:)', message: 'contract/ 只依赖 zod（与 node 内置模块）。' }] }],
    },
  },
  // streams/: no framework. streams/react.ts is the bridge to React that design.md names; streams/react-second.ts is its
  // rxjs-free twin for the second timer, in a chunk of its own (vite.config.ts).
  {
    files: ['streams/**/*.ts'],
    ignores: ['streams/react.ts', 'streams/react-second.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(react|react-dom|@tanstack/|zustand|@/)', message: 'streams/ 不依赖 React 或应用代码（React 绑定只在 streams/react.ts 与 streams/react-second.ts）。' }] },
      ],
    },
  },
  // The web app: rules of hooks, and no import circles.
  // The classic hook rules only: the React Compiler rules of the plugin's recommended set cost most of the lint's time
  // (a compiler pass per component) and the app does not build with the compiler.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'streams/**/*.ts', 'contract/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Every interface string is a message of the catalogues (src/i18n): a Han literal in the portal or the stream layer
  // is written inside t('…') or msg('…'). Data (project names, places) comes from the server, not from literals.
  {
    files: ['src/**/*.{ts,tsx}', 'streams/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `JSXText[value=${HAN}]`, message: '界面文字写成 {t(\'…\')}（消息目录 src/locales，见 src/i18n）。' },
        { selector: `Literal[value=${HAN}]:not(CallExpression[callee.name=/^(t|msg)$/] > Literal)`, message: '界面文字写成 t(\'…\') 或 msg(\'…\')（消息目录 src/locales，见 src/i18n）。' },
        { selector: `TemplateElement[value.raw=${HAN}]`, message: '界面文字写成带占位符的 t(\'…{name}…\', { name })，不拼接模板字符串。' },
      ],
    },
  },
  // Test helpers read untyped wire JSON (socket frames, envelopes) and assert on it at run time; the contract's schemas
  // are the typed layer, so `any` is allowed here and nowhere else.
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // The exchange server.
  {
    files: ['mock-server/**/*.ts'],
    ignores: ['mock-server/**/*repository.ts', 'mock-server/src/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['kysely', 'better-sqlite3', 'pg'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'SQL 只写在 *repository.ts 或 db/ 中：其他文件只可引入类型。',
          })),
        },
      ],
      'no-restricted-syntax': ['error', ...SQL_SYNTAX],
    },
  },
  {
    files: ['mock-server/src/auction/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ENGINE_IO.map((name) => ({ name, message: '竞价引擎不做 I/O。' })) }],
    },
  },
  {
    files: ['mock-server/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
