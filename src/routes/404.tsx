import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/shell/not-found-page';
import { msg } from '@/i18n';

/** /404 (§2): the apology page with 返回首页 and 返回上一页. */
export const Route = createFileRoute('/404')({
  staticData: { title: msg('页面不存在'), outsideMenu: true },
  component: NotFoundPage,
});
