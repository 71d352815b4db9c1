import { createFileRoute } from '@tanstack/react-router';
import { HelpCenterPage } from '@/features/help/help-center-page';
import { helpCenterSearchSchema } from '@/features/help/help-search';
import { helpCategoriesQueryOptions } from '@/features/help/help.queries';
import { msg } from '@/i18n';

/** /helpCenter — help categories, their articles and a keyword search (§2); `categoryId`, `keyword` in the URL. */
export const Route = createFileRoute('/helpCenter')({
  staticData: { title: msg('帮助中心'), menuFlag: 'helpCenter' },
  validateSearch: helpCenterSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(helpCategoriesQueryOptions()),
  component: HelpCenterPage,
});
