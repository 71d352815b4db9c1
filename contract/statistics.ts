import { z } from 'zod';
import { msg } from './i18n';

export { PAGE_VIEW_PATH } from './statistics-path';

/** One page view: the in-app path with its query, the page title and the previous in-app path (if any). */
export const pageViewSchema = z.object({
  path: z.string({ message: msg('页面路径不能为空') }).trim().min(1, msg('页面路径不能为空')).max(500, msg('页面路径过长')).startsWith('/', msg('页面路径必须以 / 开头')),
  title: z.string().trim().max(100, msg('页面标题过长')).default(''),
  referrer: z.string().trim().max(500, msg('来源路径过长')).default(''),
});
export type PageView = z.infer<typeof pageViewSchema>;
