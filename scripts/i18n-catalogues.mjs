#!/usr/bin/env node
/**
 * The portal's message catalogues (src/i18n): extracts every source message — the zh literal of a `t('…')` or
 * `msg('…')` call in src/, streams/ and contract/ — by namespace, and checks the catalogues against them.
 *
 * A file's namespace is its folder: src/features/<name>/… is `<name>`, contract/ is `shared` (labels and messages of the
 * wire contract), src/features/shell and everything else `common`.
 * Catalogues: src/locales/zh/<ns>.json lists the namespace's source messages (`{ "<zh>": "<zh>" }`);
 * src/locales/en/<ns>.json maps each to its en ICU message (`{ "<zh>": "<en>" }`).
 *
 * Usage:
 *   node scripts/i18n-catalogues.mjs           check (a stage of npm test); exits 1 on any problem below
 *   node scripts/i18n-catalogues.mjs --write   rewrite the catalogues: new messages enter en with "" (to translate),
 *                                              messages no longer used leave both catalogues
 * Problems: a catalogue out of date with the code; an en message empty (untranslated); an en message whose
 * placeholders differ from its source's; an en message that does not parse; `useT('x')` in a file of another namespace.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { compileMessageOrThrow as compileMessage } from '@lingui/message-utils/compileMessage';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['src', 'streams', 'contract'];
const LOCALES = join(ROOT, 'src/locales');
const SKIP = /(\.test\.tsx?|\.d\.ts|routeTree\.gen\.ts)$/;

/** Namespace of a file (path relative to the repository, '/' separated). */
export function namespaceOf(file) {
  if (file.startsWith('contract/')) return 'shared';
  const m = /^src\/features\/([^/]+)\//.exec(file);
  return m && m[1] !== 'shell' ? m[1] : 'common';
}

function* sourceFiles(dir) {
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) yield* sourceFiles(rel);
    else if (/\.tsx?$/.test(e.name) && !SKIP.test(e.name)) yield rel;
  }
}

const literal = (node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);

/** `{ messages: Map<ns, Set<source>>, problems: string[] }` of every source file. */
export function extract() {
  const messages = new Map();
  const problems = [];
  for (const root of ROOTS) {
    for (const file of sourceFiles(root)) {
      const ns = namespaceOf(file);
      const text = readFileSync(join(ROOT, file), 'utf8');
      if (!/\b(t|msg|useT)\(/.test(text)) continue;
      const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      const visit = (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const name = node.expression.text;
          const arg = literal(node.arguments[0]);
          const at = () => `${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
          if ((name === 't' || name === 'msg') && arg !== undefined) {
            if (!messages.has(ns)) messages.set(ns, new Set());
            messages.get(ns).add(arg);
          } else if (name === 'useT' && arg !== undefined && arg !== ns) {
            problems.push(`${at()}: useT('${arg}') 应为 useT('${ns}')（文件所在目录的命名空间）`);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  }
  return { messages, problems };
}

/** Placeholder names of a message (ICU arguments, including plural/select selectors), sorted. */
export function placeholders(message) {
  const names = new Set();
  // A compiled message is a string or a list of parts; a part is text or an argument [name, type?, branches?],
  // whose branches are messages again.
  const walk = (msg) => {
    if (!Array.isArray(msg)) return;
    for (const part of msg) {
      if (!Array.isArray(part)) continue;
      names.add(part[0]);
      if (part[2] && typeof part[2] === 'object') Object.values(part[2]).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});
const sorted = (obj) => Object.fromEntries(Object.entries(obj).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const json = (obj) => `${JSON.stringify(sorted(obj), null, 2)}\n`;

function main() {
  const write = process.argv.includes('--write');
  const { messages, problems } = extract();
  const namespaces = new Set([...messages.keys(), ...['zh', 'en'].flatMap((l) => (existsSync(join(LOCALES, l)) ? readdirSync(join(LOCALES, l)) : []).map((f) => f.replace(/\.json$/, '')))]);
  let untranslated = 0;
  for (const ns of [...namespaces].sort()) {
    const sources = [...(messages.get(ns) ?? [])].sort();
    const zhPath = join(LOCALES, 'zh', `${ns}.json`);
    const enPath = join(LOCALES, 'en', `${ns}.json`);
    const zh = Object.fromEntries(sources.map((s) => [s, s]));
    const enOld = readJson(enPath);
    const en = Object.fromEntries(sources.map((s) => [s, typeof enOld[s] === 'string' ? enOld[s] : '']));
    if (write) {
      mkdirSync(join(LOCALES, 'zh'), { recursive: true });
      mkdirSync(join(LOCALES, 'en'), { recursive: true });
      writeFileSync(zhPath, json(zh));
      writeFileSync(enPath, json(en));
    } else {
      if (readFileSync(zhPath, 'utf8').toString() !== json(zh) || json(readJson(enPath)) !== json(en)) {
        problems.push(`src/locales/*/${ns}.json 与代码不一致：运行 npm run i18n -- --write`);
      }
    }
    for (const [source, text] of Object.entries(en)) {
      if (!text) {
        untranslated++;
        problems.push(`en/${ns}: 未翻译 ${JSON.stringify(source)}`);
        continue;
      }
      try {
        const want = placeholders(source).join(',');
        const got = placeholders(text).join(',');
        if (want !== got) problems.push(`en/${ns}: ${JSON.stringify(source)} 的占位符 {${want}} 与译文 {${got}} 不一致`);
      } catch (e) {
        problems.push(`en/${ns}: ${JSON.stringify(source)} 的译文无法解析：${e.message}`);
      }
    }
  }
  const total = [...messages.values()].reduce((n, s) => n + s.size, 0);
  if (problems.length) {
    for (const p of problems.slice(0, 200)) console.error(p);
    if (problems.length > 200) console.error(`… 另有 ${problems.length - 200} 条`);
    console.error(`i18n: ${total} 条消息，${untranslated} 条未翻译，共 ${problems.length} 个问题`);
    process.exit(1);
  }
  console.log(`i18n: ${total} 条消息，${namespaces.size} 个命名空间，全部已翻译`);
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') main();

