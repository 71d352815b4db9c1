import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SECTIONS } from '@/features/content/content-sections';
import { PLATE_SEARCH_DEFAULTS, plateSearchSchema } from '@/features/content/content-search';
import { PlatePage } from '@/features/content/plate-page';
import { AboutExtras } from '@/features/content/about-extras';
import { msg } from '@/i18n';

/** /gywm — 关于我们 (§2 News page): plate tabs, keyword and page in the URL (plateId, keyword, current). */
export const Route = createFileRoute('/gywm')({
  staticData: { title: msg('关于我们'), menuFlag: 'gywm' },
  validateSearch: plateSearchSchema,
  search: { middlewares: [stripSearchParams(PLATE_SEARCH_DEFAULTS)] },
  component: function SectionRoute() {
    return <PlatePage section={SECTIONS.gywm} search={Route.useSearch()}><AboutExtras /></PlatePage>;
  },
});
