import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A message text found in the server's source: its catalogue key form and where it was found. */
export interface ScannedMessage {
  /** The zh text, each `${…}` of a template written as a `{name}` placeholder (named after the expression). */
  key: string;
  /** `file:line` of the literal. */
  at: string;
}

/** Han characters: a literal without any is not a message for a person (a code, a path). */
const HAN = /\p{Script=Han}/u;

/** Constants that hold messages by name: `UNAUTHORIZED_MSG`, `SMS_MESSAGES`, `ENROLMENT_REASONS`. */
const MESSAGE_CONSTANT = /(^|_)(MSG|MESSAGES|REASONS)$/;
/**
 * In the server's own source also the labels it words for the reader (`SETTLEMENT_EVENT_LABELS`: a history's steps;
 * contract/'s `*_LABELS` are the portal's messages) and the `detail:` it writes beside a history step.
 */
const SERVER_MESSAGE_CONSTANT = /(^|_)(MSG|MESSAGES|REASONS|LABELS)$/;
const SERVER_MESSAGE_PROPERTY = new Set(['msg', 'detail']);

/** Calls whose argument at the index is a message: the error helpers of http/envelope.ts and the lot command error. */
const MESSAGE_ARGUMENT: Record<string, number> = { ApiError: 1, LotCommandError: 1, notFound: 0, found: 1, fail: 1 };

/** A placeholder name for the expression of a template span: its last identifier, else `value`. */
function placeholderName(expr: ts.Expression, used: Set<string>): string {
  let e: ts.Expression = expr;
  while (ts.isCallExpression(e) || ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) {
    e = ts.isCallExpression(e) ? e.expression : e.expression;
  }
  let name = ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : 'value';
  if (ts.isPropertyAccessExpression(e) && name === 'msg' && ts.isPropertyAccessExpression(e.expression)) name = e.expression.name.text;
  let unique = name;
  for (let i = 2; used.has(unique); i += 1) unique = `${name}${i}`;
  used.add(unique);
  return unique;
}

/** The message texts an expression can evaluate to, as catalogue keys (literals, templates, both arms of a choice). */
function messagesOf(expr: ts.Node, out: (key: string, node: ts.Node) => void): void {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
    if (HAN.test(expr.text)) out(expr.text, expr);
  } else if (ts.isTemplateExpression(expr)) {
    const used = new Set<string>();
    const key = expr.head.text + expr.templateSpans.map((s) => `{${placeholderName(s.expression, used)}}${s.literal.text}`).join('');
    if (HAN.test(key)) out(key, expr);
  } else if (ts.isConditionalExpression(expr)) {
    messagesOf(expr.whenTrue, out);
    messagesOf(expr.whenFalse, out);
  } else if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr)) {
    messagesOf(expr.expression, out);
  } else if (ts.isBinaryExpression(expr) && (expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || expr.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
    messagesOf(expr.left, out);
    messagesOf(expr.right, out);
  }
}

/** The message texts of a message constant's value: an object's values, a factory's returned text, a literal. */
function constantMessages(expr: ts.Node, out: (key: string, node: ts.Node) => void): void {
  if (ts.isObjectLiteralExpression(expr)) {
    for (const p of expr.properties) {
      if (ts.isPropertyAssignment(p)) constantMessages(p.initializer, out);
      else if (ts.isMethodDeclaration(p) && p.body) constantMessages(p.body, out);
    }
  } else if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) {
    constantMessages(expr.body, out);
  } else if (ts.isBlock(expr)) {
    expr.forEachChild(function visit(n) {
      if (ts.isReturnStatement(n) && n.expression) messagesOf(n.expression, out);
      else if (!ts.isFunctionLike(n)) n.forEachChild(visit);
    });
  } else if (ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isParenthesizedExpression(expr)) {
    constantMessages(expr.expression, out);
  } else {
    messagesOf(expr, out);
  }
}

/** True inside a `console.*(…)` call (a log line for the operator, not an answer). */
function inConsoleCall(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isCallExpression(n) && /^console\./.test(n.expression.getText())) return true;
  }
  return false;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Every message text the server can answer with, read from its source (mock-server/src, except the seed's data and
 * the catalogue itself, and the contract's message constants): the text arguments of the error helpers
 * (`new ApiError(code, msg)`, `notFound(msg)`, `found(value, msg)`, `fail(code, msg)`, `new LotCommandError(code, msg)`),
 * every `msg:` property, and the values of message constants (`*_MSG`, `*_MESSAGES`, `*_REASONS`: strings, objects of
 * them, factories returning them); in mock-server/src also every `detail:` property and `*_LABELS` constant (a
 * history's steps). A template literal becomes a key with `{name}` placeholders.
 */
export function scanServerMessages(root: string): ScannedMessage[] {
  const files = [
    ...filesUnder(path.join(root, 'mock-server/src')).filter((f) => !/[\\/](seed|i18n)[\\/]/.test(f)),
    ...filesUnder(path.join(root, 'contract')),
  ];
  const found: ScannedMessage[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const server = !file.startsWith(path.join(root, 'contract'));
    const constant = server ? SERVER_MESSAGE_CONSTANT : MESSAGE_CONSTANT;
    const property = server ? SERVER_MESSAGE_PROPERTY : new Set(['msg']);
    const add = (key: string, node: ts.Node) => {
      if (inConsoleCall(node)) return;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push({ key, at: `${path.relative(root, file)}:${line}` });
    };
    const visit = (node: ts.Node): void => {
      if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.arguments) {
        const callee = node.expression;
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
        const index = MESSAGE_ARGUMENT[name];
        if (index !== undefined && node.arguments[index]) messagesOf(node.arguments[index], add);
      } else if (ts.isPropertyAssignment(node) && property.has(node.name.getText(source))) {
        messagesOf(node.initializer, add);
      } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && constant.test(node.name.text) && node.initializer) {
        constantMessages(node.initializer, add);
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return found;
}

/** A key's shape for comparing a scanned key with a catalogue key: placeholder names do not matter. */
export const keyShape = (key: string) => key.replace(/\{\w+\}/g, '{}');
