import { createFileRoute } from '@tanstack/react-router';
import { QuoteHallMissing, QuoteHallPage } from '@/features/quote/quote-hall-page';
import { quoteSearchSchema } from '@/features/quote/quote-search';
import { msg } from '@/i18n';

/**
 * /quoteHall?assetsId= — the bid room of one lot (§2 requireAuth, under the `_auth` login guard). Its data is a live
 * feed (socket + clock), so there is no loader; the page shows its own skeleton.
 */
export const Route = createFileRoute('/_auth/quoteHall')({
  staticData: { title: msg('报价厅'), menuFlag: 'hall' },
  validateSearch: quoteSearchSchema,
  component: QuoteHallRoute,
});

function QuoteHallRoute() {
  const { assetsId } = Route.useSearch();
  // key: another lot is another room, with fresh input and submission state
  return assetsId ? <QuoteHallPage key={assetsId} assetsId={assetsId} /> : <QuoteHallMissing />;
}
