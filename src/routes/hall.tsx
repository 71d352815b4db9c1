import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { hallSearchSchema } from '@/features/hall/hall-search';
import { HallPage } from '@/features/hall/hall-page';
import { msg } from '@/i18n';

/**
 * /hall — bidding hall (§2): projectActive 1 正在竞价 / 2 即将竞价, assetsName, current. Data is a
 * live feed (polled and ticking), so there is no loader; the page shows its own skeleton.
 */
export const Route = createFileRoute('/hall')({
  staticData: { title: msg('竞价大厅'), menuFlag: 'hall' },
  validateSearch: hallSearchSchema,
  search: { middlewares: [stripSearchParams({ current: 1 })] },
  component: HallPage,
});
