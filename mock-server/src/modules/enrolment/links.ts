/** Portal hrefs the enrolment module points users at (messages, the user centre's actions). */

/** /enrollDetail of one application. */
export const enrolmentDetailHref = (enrolmentId: string) => `/enrollDetail?id=${encodeURIComponent(enrolmentId)}`;
/** The cashier of a deposit order. */
export const cashierHref = (orderNo: string) => `/cashierDesk?orderNo=${encodeURIComponent(orderNo)}`;
/** The bid room of one lot (src/routes/_auth/quoteHall.tsx, search param assetsId). */
export const quoteHallHref = (assetsId: string) => `/quoteHall?assetsId=${encodeURIComponent(assetsId)}`;
/** The detail page of a project: a package (projectType 1, not a listing of nature 0/5) has its own page (src/lib/paths.ts). */
export const projectDetailHref = (p: { assetsId: string; projectType: number; projectNature: number }) =>
  (p.projectType === 1 && p.projectNature !== 0 && p.projectNature !== 5 ? `/projectPkg/${p.assetsId}.html` : `/projectDetail/${p.assetsId}.html`);
