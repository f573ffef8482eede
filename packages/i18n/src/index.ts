// The words and the ways of writing dates, ages and titles, for the browser and Node alike.
// Loading a namespace is ./browser.ts's (apps Vite builds) or ./node.ts's (the server, the API).
export type { Catalog, Namespace } from "./catalog";
export { addMessages, hasNamespace, i18nFor, SITE_NAMESPACE, translator, type CompiledMessages, type MessageValues, type Translate } from "./messages";
export { pageNamespaces } from "./pages";
export { ageInYears, dateWords, homeClock, toDate, type DateWords } from "./dates";
export { toParagraphs } from "./text";
export { lifeSpanIn, obituaryTitleIn, pageTitleIn, plainTitleIn, type Person, type TitledPage } from "./titles";
export { HEAD_NAMESPACES, headTextsIn, type HeadTexts } from "./head";
