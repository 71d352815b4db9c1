import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SECTIONS } from '@/features/content/content-sections';
import { PLATE_SEARCH_DEFAULTS, plateSearchSchema } from '@/features/content/content-search';
import { PlatePage } from '@/features/content/plate-page';
import { msg } from '@/i18n';


/** /notice — 通知公告 (§2 News page): plate tabs, keyword and page in the URL (plateId, keyword, current). */
export const Route = createFileRoute('/notice')({
  staticData: { title: msg('通知公告'), menuFlag: 'notice' },
  validateSearch: plateSearchSchema,
  search: { middlewares: [stripSearchParams(PLATE_SEARCH_DEFAULTS)] },
  component: function SectionRoute() {
    return <PlatePage section={SECTIONS.notice} search={Route.useSearch()}></PlatePage>;
  },
});
