/**
 * The favourites module: favourite projects (§2 /myCollect, §7 collect-assets) and roadshows with their followers —
 * owns the tables collect_asset, roadshow and roadshow_follow. Offers {@link favouriteRoutes} (app.ts passes in the
 * detail module's project check) and the facts the detail page shows: {@link favouriteFacts}, {@link findRoadshow}, and the user centre's
 * {@link countCollected}.
 * Uses no other module.
 */
export { favouriteRoutes, type FavouriteRoutesOptions } from './routes';
export { countCollected, favouriteFacts } from './repository';
export { findRoadshow } from './roadshow-repository';
