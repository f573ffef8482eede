/**
 * pdfkit (about 25 MB resident with its font metrics) loads with the first
 * PDF drawn (the price list, a Book of Memories), not with every server
 * start: most processes never draw one.
 */
export const loadPdfKit = () => import("pdfkit").then((m) => m.default);
