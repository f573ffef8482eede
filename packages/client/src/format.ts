/**
 * The browser's reading of dates and biographies: the same functions as the
 * server's (@fh/i18n), where every date is written in a language.
 */
export { toDate, toParagraphs } from "@fh/i18n";
