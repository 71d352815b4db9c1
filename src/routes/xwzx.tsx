import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SECTIONS } from '@/features/content/content-sections';
import { PLATE_SEARCH_DEFAULTS, plateSearchSchema } from '@/features/content/content-search';
import { PlatePage } from '@/features/content/plate-page';
import { msg } from '@/i18n';


/** /xwzx — 新闻中心 (§2 News page): plate tabs, keyword and page in the URL (plateId, keyword, current). */
export const Route = createFileRoute('/xwzx')({
  staticData: { title: msg('新闻中心'), menuFlag: 'xwzx' },
  validateSearch: plateSearchSchema,
  search: { middlewares: [stripSearchParams(PLATE_SEARCH_DEFAULTS)] },
  component: function SectionRoute() {
    return <PlatePage section={SECTIONS.xwzx} search={Route.useSearch()}></PlatePage>;
  },
});
