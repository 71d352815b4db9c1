/**
 * size-limit checks (`npm run size`, a stage of `npm test`): the initial JavaScript of each page listed in
 * `dist/route-bundles.json` (written by scripts/route-bundles.mjs from Vite's manifest), gzip level 9, each file
 * compressed on its own and the sizes added up (what a browser downloads). kB = 1,000 bytes.
 *
 * The issue's budget is 150 kB per page; the pages reach 149.2 kB (/index) and 138.2 kB (/quoteHall), within it since
 * the portal runs on React 18.3 (React DOM 18 is about 23 kB gzip smaller than 19's). See bench/README.md "Web: initial
 * JS" for the history; the 13 information and help routes added about 2 kB
 * of route definitions — search schemas, loaders, section tables — to the route tree every page loads, and the user
 * centre's 9 routes with the header's live unread count about 4.8 kB more: their paths and states come from zod-free
 * contract modules, so zod stays out of the entry chunk; the contract pages' 7 routes — /myContract and
 * /usercenter/contract/* — about 1 kB more: their definitions and the names of their lazily loaded chunks in the entry's
 * preload map, with the editor, the forms and the contract's paths and labels all kept out of the entry; the deal's other
8 routes — settlement, e-seal and file cabinet — about 1.1 kB more, the same way: route definitions, titles, search
schemas and loader paths, with every page body lazy; the English portal's message layer (Lingui core, about 2.2 kB)
 * and the messages themselves were paid for by a tailwind-merge configuration of the portal's own (4 kB less), and by
 * the home page's sections below the first screen and the quote hall's rules, result, sealed and falling-price panels
 * and live region loading as chunks of their own right after the first screen). Then the entry lost the stream layer
 * (rxjs and tslib, 7 kB: the api client feeds an rxjs-free clock estimator, the token refresher subscribes without
 * operators) and the home page's hall table loads with its live feed right after the first screen: /index 183.6 →
 * 170.4 kB; /quoteHall, whose bid room streams on its first screen, stays at 179.2 kB (rxjs now in a chunk of its own);
 * hydrating the server-rendered first screen then added about 0.6 kB to each.
 * The limits below hold the figures reached (a ratchet, under 1 kB above them): lower them as the pages get lighter, down to TARGET.
 */
import { existsSync, readFileSync } from 'node:fs';

/** The issue's per-page budget. */
export const TARGET = '150 kB';
/** The enforced limit per page, ratcheted down towards {@link TARGET}. */
// Hydrating the server-rendered first screen (src/main.tsx, the server's answer source in lib/api/first-answers.ts,
// the language cookie, useHydrated) added about 0.25 kB to every page.
// The quote hall's live room (the stream layer, the socket, the bid controls) loads right after its first screen:
// /quoteHall 180.6 → 160.5 kB.
// React 18.3 instead of 19 (its React DOM about 23 kB gzip smaller): /index 171.3 → 148.5 kB, /quoteHall 160.7 → 137.9 kB.
// Building what lies below the first screen when the visitor comes near it (src/lib/use-near-viewport.ts: the footer's
// link groups on every page, the home page's sections, a project's recommendations) added about 0.6 kB to /index and
// 0.3 kB to /quoteHall, for about 500 ms less Lighthouse TBT on /index (bench/README.md "Web: Lighthouse", ninth round).
// The quote hall's first screen hydrated for a logged-in bidder too (src/main.tsx, the top bar's blank slot while
// hydrating, QuoteHallPage) and instants shown in Beijing time on every device (lib/format.ts formatDate, so the
// server's render and the browser's agree): /quoteHall 138.49 → 138.60 kB, /index 149.41 → 149.50 kB, for a median
// Lighthouse TBT on /quoteHall of 261 instead of 452 ms with the chart loaded once in view (bench/README.md, fifteenth
// round).
// The second timer without rxjs (streams/second-tick.ts, a chunk of its own): a project page's enrol button, the SMS
// cooldown and the real-name review progress no longer load the stream layer. /projectDetail, measured from here on,
// 164.1 → 155.1 kB; the entry's preload map names the new chunk for every streaming route, /index 149.50 → 149.56 kB
// and /quoteHall 138.60 → 138.67 kB
// (the /index limit 149.5 → 149.6 kB, still under TARGET). tslib (rxjs's helpers, and react-remove-scroll's under every
// dialog) a chunk of its own, so /login, /register and any opened dialog load 1.1 kB of it instead of the 9.4 kB
// stream layer (/login 214.1 → 206.2 kB with the second timer): one more name in the preload map, /index
// 149.56 → 149.60 kB, /quoteHall 138.67 → 138.71 kB (limits 149.7 and 138.8 kB).
// The account forms (login, registration, finding an account or a password, the screen lock) written with zod's
// tree-shakable API (zod/mini) and the account rules' constants in a zod-free module (contract/auth-rules.ts): /login,
// measured from here on, 206.5 → 195.4 kB, /register 202.3 → 191.4 kB. The pages that still validate with zod's chained
// API now load zod's core and that API as two chunks, two more names in the entry's preload map: /index 149.58 →
// 149.66 kB, /quoteHall 138.69 → 138.77 kB, /projectDetail 155.05 → 155.13 kB (its limit 155.1 → 155.2 kB).
// The user-centre menus that bring the current page's entry into view on a phone (lib/use-current-entry-in-view.ts,
// in the layouts' chunks): other chunk names in the entry's preload map, /projectDetail 155,203 B and /login 195,405 B,
// 3 and 5 bytes over the limits they had (now 155.3 and 195.5 kB).
// The main navigation marking no item on the user-centre pages (`outsideMenu`) and the overflow-wrap group in the
// class merger, both in the entry: /index 149,715 B and /quoteHall 138,819 B, 15 and 19 bytes over (now 149.8 and
// 138.9 kB).
// Start-up in shorter tasks (the class merger's tables built in a step of their own, the root's push notices in a leaf,
// skeletons that pulse per group, the quote hall's room after its hydration in a transition; bench/README.md "Web:
// Lighthouse", twenty-seventh round): /index 149.75 → 149.81 kB, /quoteHall 138.86 → 138.91 kB, /projectDetail 155.24
// → 155.34 kB, /login 195.47 → 195.53 kB, each a few bytes over its limit (now 0.1 kB higher).
const LIMITS = { '/index': '149.9 kB', '/quoteHall': '139 kB', '/projectDetail': '155.4 kB', '/login': '195.6 kB' };

const LIST = 'dist/route-bundles.json';
if (!existsSync(LIST)) throw new Error(`缺少 ${LIST}：请运行 npm run size（先构建，再列出各页面的初始 JS）`);
const bundles = JSON.parse(readFileSync(LIST, 'utf8'));

export default Object.entries(bundles).map(([page, files]) => {
  if (!LIMITS[page]) throw new Error(`.size-limit.mjs 中没有页面 ${page} 的体积上限`);
  return { name: `${page} initial JS`, path: files, gzip: true, limit: LIMITS[page] };
});
