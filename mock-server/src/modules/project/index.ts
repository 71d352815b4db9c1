/**
 * The project module: the dscq-project service's supply-project lists, bidding activity and project notices (§2
 * Project list, §7 Projects) — reads the table project (written by the seed, detail and the bid service), owns none.
 * Offers {@link projectRoutes}, {@link projectActivityRoutes}, the search filter of the project list and
 * {@link setDealDone} (the deal module's confirmed settlement sets a lot to 已成交). Uses no other module.
 */
export { projectRoutes } from './routes';
export { projectActivityRoutes } from './activity-routes';
export { searchFilter } from './service';
export { setDealDone } from './repository';
