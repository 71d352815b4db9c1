import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * zod's built-in messages are switched to Chinese for the whole server process as soon as this module loads, so
 * validation errors without a custom message still read naturally to a user (§8 shows `msg` in a toast).
 */
z.config(z.locales.zhCN());

/**
 * Turns a zod error into one Chinese sentence naming each bad field, e.g.
 * `参数 current 无效：数值过小：期望 number >=1；参数 size 无效：无效输入：期望 数字，实际接收 NaN`.
 * A missing required field reads `不能为空` instead of zod's type-mismatch wording.
 */
export function describeZodError(error: z.ZodError): string {
  return describeIssues(error.issues);
}

/** What {@link describeIssues} reads of a zod issue. */
interface IssueLike { path: readonly PropertyKey[]; code: string; message: string }

/** {@link describeZodError} over bare issues. */
function describeIssues(issues: readonly IssueLike[]): string {
  const parts = issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join('.') : '请求';
    const missing = issue.code === 'invalid_type' && /undefined/.test(issue.message);
    return `参数 ${field} 无效：${missing ? '不能为空' : issue.message}`;
  });
  return [...new Set(parts)].join('；');
}

/**
 * The Chinese sentence of a request that failed its route's zod schema (Fastify's validation error as
 * fastify-type-provider-zod builds it: one entry per zod issue, the path as a JSON pointer), else undefined.
 */
export function describeValidationError(err: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(err)) return undefined;
  return describeIssues(err.validation.map((v) => ({
    path: v.instancePath.split('/').filter(Boolean),
    code: v.keyword,
    message: v.message ?? '',
  })));
}
