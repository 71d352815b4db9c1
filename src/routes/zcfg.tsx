import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SECTIONS } from '@/features/content/content-sections';
import { PLATE_SEARCH_DEFAULTS, plateSearchSchema } from '@/features/content/content-search';
import { PlatePage } from '@/features/content/plate-page';
import { msg } from '@/i18n';


/** /zcfg — 政策法规 (§2 News page): plate tabs, keyword and page in the URL (plateId, keyword, current). */
export const Route = createFileRoute('/zcfg')({
  staticData: { title: msg('政策法规'), menuFlag: 'zcfg' },
  validateSearch: plateSearchSchema,
  search: { middlewares: [stripSearchParams(PLATE_SEARCH_DEFAULTS)] },
  component: function SectionRoute() {
    return <PlatePage section={SECTIONS.zcfg} search={Route.useSearch()}></PlatePage>;
  },
});
