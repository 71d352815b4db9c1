import { createFileRoute } from '@tanstack/react-router';
import { CashierPage } from '@/features/enrol/cashier-page';
import { cashierSearchSchema } from '@/features/enrol/cashier-search';
import { msg } from '@/i18n';

/**
 * /cashierDesk?enrolmentId= | ?orderNo=[&result=] — the deposit cashier (§2 requireAuth, under
 * `_auth`). The order is polled while a payment is under way, so there is no loader; the page
 * shows its own skeleton. The payment channel tab lives in `?channel=`.
 */
export const Route = createFileRoute('/_auth/cashierDesk')({
  staticData: { title: msg('收银台'), menuFlag: 'project' },
  validateSearch: cashierSearchSchema,
  component: CashierDeskRoute,
});

function CashierDeskRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CashierPage search={search} onChannel={(channel) => void navigate({ search: (prev) => ({ ...prev, channel }), replace: true, resetScroll: false })} />;
}
