#!/usr/bin/env node
// `pnpm gen:page`: a public page in English, Spanish and Haitian Creole, in
// every place the site knows its pages (see `--help`).
import { addToJson, checkKey, checkText, GenError, insertBefore, insertSorted, isMain, kebab, main, objectBlock, pascal, Plan, readOptions, repoRoot } from "./lib.mjs";

const LOCALES = ["en", "es", "ht"];
/** First segments a public page may not take: the languages' prefixes and the server's own addresses. */
const TAKEN_SEGMENTS = new Set(["es", "ht", "en", "admin", "api", "trpc", "assets"]);

const USAGE = `Usage: pnpm gen:page --key aboutUs --path /about-us \\
    --title "About Us" --title-es "Sobre nosotros" --title-ht "Konsènan nou" \\
    --intro "…" --intro-es "…" --intro-ht "…" [--translate-later] [--dry-run]

Adds a public page in the three languages: its entry in the page table
(@fh/validators sitePages), its words (@fh/i18n: a "<key>" catalog per
language with "title" and "intro", the tab title "title.<key>" in each
"site" catalog, the namespace in src/pages.ts and src/catalog.ts), its
component (apps/web/src/pages), its route (apps/web/src/routes.tsx), a render
test (apps/web/test) and a browser test (e2e/tests), and adds its address to
the tests that list every page.

A page never ships untranslated: the Spanish and Creole title and intro are
required (asked for at a terminal). --translate-later writes the English in
their place instead, and the catalogs test (pnpm --filter @fh/i18n test)
fails, naming each one, until they are translated.`;

const FIELDS = [
  { name: "key", prompt: "Key (camelCase, e.g. aboutUs)", required: () => true },
  { name: "path", prompt: "Address (e.g. /about-us)", required: () => true },
  { name: "title", prompt: "Title in English", required: () => true },
  { name: "intro", prompt: "Intro paragraph in English", required: () => true },
  { name: "title-es", prompt: "Title in Spanish", required: (v) => !v["translate-later"] },
  { name: "intro-es", prompt: "Intro paragraph in Spanish", required: (v) => !v["translate-later"] },
  { name: "title-ht", prompt: "Title in Haitian Creole", required: (v) => !v["translate-later"] },
  { name: "intro-ht", prompt: "Intro paragraph in Haitian Creole", required: (v) => !v["translate-later"] },
  { name: "translate-later", boolean: true },
];

const FILES = {
  routes: "packages/validators/src/routes.ts",
  routesTest: "packages/validators/test/routes.test.ts",
  pages: "packages/i18n/src/pages.ts",
  catalogTypes: "packages/i18n/src/catalog.ts",
  catalog: (locale, ns) => `packages/i18n/catalogs/${locale}/${ns}.json`,
  webRoutes: "apps/web/src/routes.tsx",
  languagesE2e: "e2e/tests/languages.test.ts",
  serverRenderE2e: "e2e/tests/server-render.test.ts",
};

export function planPublicPage(root, input) {
  const key = checkKey(input.key);
  const path = String(input.path).trim();
  if (!/^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(path)) {
    throw new GenError(`--path "${path}": write it as /words-with-dashes (lowercase letters, digits, dashes; no trailing slash).`);
  }
  if (TAKEN_SEGMENTS.has(path.split("/")[1])) throw new GenError(`--path "${path}": /${path.split("/")[1]} belongs to a language or to the server.`);

  const words = {};
  for (const locale of LOCALES) {
    const suffix = locale === "en" ? "" : `-${locale}`;
    const title = input[`title${suffix}`] ?? (locale === "en" ? undefined : input.title);
    const intro = input[`intro${suffix}`] ?? (locale === "en" ? undefined : input.intro);
    words[locale] = { title: checkText(`title${suffix}`, title), intro: checkText(`intro${suffix}`, intro) };
  }
  if (!input["translate-later"]) {
    for (const locale of ["es", "ht"]) {
      for (const field of ["title", "intro"]) {
        if (words[locale][field] === words.en[field]) {
          throw new GenError(`--${field}-${locale} is the English text; the catalogs test refuses English left in place. Give the translation, or pass --translate-later.`);
        }
      }
    }
  }

  const plan = new Plan(root);
  const component = `${pascal(key)}Page`;

  // The page table: a static page, before the fallback.
  const routes = plan.read(FILES.routes);
  const table = objectBlock(routes, "export const sitePages = {", FILES.routes);
  if (table.keys.includes(key)) throw new GenError(`sitePages already has a page "${key}". Nothing was written.`);
  const used = [...table.block.matchAll(/path: "([^"]*)"/g)].map((m) => m[1]);
  if (used.includes(path)) throw new GenError(`${path} is already a page's address. Nothing was written.`);
  plan.edit(FILES.routes, (text) =>
    insertBefore(text, /^\s*notFound: \{ kind: "fallback"/, [`  ${key}: { kind: "static", path: ${JSON.stringify(path)}, module: "src/pages/${component}.tsx" },`], {
      file: FILES.routes,
      what: "the fallback page (notFound) in sitePages",
      from: table.start,
    }),
  );

  // Its words: a namespace of its own in every language, and its tab title in each "site" catalog.
  for (const locale of LOCALES) {
    if (plan.exists(FILES.catalog(locale, key))) throw new GenError(`${FILES.catalog(locale, key)} already exists: "${key}" is a namespace already. Nothing was written.`);
    plan.create(FILES.catalog(locale, key), `${JSON.stringify(words[locale], null, 2)}\n`);
    plan.edit(FILES.catalog(locale, "site"), (text) => {
      if (`title.${key}` in JSON.parse(text)) throw new GenError(`${FILES.catalog(locale, "site")} already has "title.${key}". Nothing was written.`);
      // With the other pages' titles: before the 404 page's, else after the last title.
      return addToJson(text, { [`title.${key}`]: words[locale].title }, { before: (k) => k === "title.notFound" });
    });
  }
  plan.edit(FILES.pages, (text) =>
    insertBefore(text, /^\s*notFound: \[/, [`  ${key}: [${JSON.stringify(key)}],`], { file: FILES.pages, what: "notFound in pageNamespaces" }),
  );
  plan.edit(FILES.catalogTypes, (text) => {
    const imported = insertSorted(text, /^import type (\w+) from "\.\.\/catalogs\/en\/\w+\.json";$/, key, `import type ${key} from "../catalogs/en/${key}.json";`, {
      file: FILES.catalogTypes,
      what: "the catalogs' type imports",
    });
    return insertSorted(imported, /^ {2}(\w+): typeof \w+;$/, key, `  ${key}: typeof ${key};`, { file: FILES.catalogTypes, what: "the Catalog interface" });
  });

  // The web app: the component and its route.
  plan.create(`apps/web/src/pages/${component}.tsx`, plan.template("web-page.tsx.tpl", { key, path, component }));
  plan.edit(FILES.webRoutes, (text) =>
    insertBefore(text, /^\s*notFound: page\("notFound"/, [`  ${key}: page(${JSON.stringify(key)}, () => import("./pages/${component}"), (m) => m.${component}),`], {
      file: FILES.webRoutes,
      what: "notFound in pageComponents",
    }),
  );

  // Tests: its own, and the lists of every page's address.
  plan.create(`apps/web/test/${kebab(key)}-render.test.tsx`, plan.template("web-render.test.tsx.tpl", { key, path }));
  plan.create(`e2e/tests/public-${kebab(key)}.test.ts`, plan.template("e2e-public.test.ts.tpl", { key, path, kebab: kebab(key) }));
  plan.edit(FILES.routesTest, (text) => {
    const at = text.indexOf("expect(publicPages).toEqual({");
    if (at < 0) throw new GenError(`${FILES.routesTest}: could not find expect(publicPages).toEqual({ … }); has the test been reorganized? Nothing was written.`);
    return insertBefore(text, /^\s*\}\);/, [`      ${key}: ${JSON.stringify(path)},`], { file: FILES.routesTest, what: "the end of the publicPages list", from: at });
  });
  plan.editOrWarn(FILES.languagesE2e, (text) =>
    insertBefore(text, /^\s*"\/no-such-page",$/, [`  ${JSON.stringify(path)},`], { file: FILES.languagesE2e, what: `"/no-such-page" in the list of pages (add ${path} to it by hand)` }),
  );
  plan.editOrWarn(FILES.serverRenderE2e, (text) => {
    const at = text.indexOf("const paths = [");
    if (at < 0) throw new GenError(`${FILES.serverRenderE2e}: could not find its list of public pages; add ${path} to it by hand.`);
    return insertBefore(text, /^\s*\];$/, [`      ${JSON.stringify(path)},`], { file: FILES.serverRenderE2e, what: "the end of its list of public pages", from: at });
  });
  return { plan, key, path, component };
}

if (isMain(import.meta.url)) {
  main(async () => {
    const input = await readOptions(FIELDS, USAGE);
    const { plan, key, path } = planPublicPage(repoRoot, input);
    const changed = plan.apply({ dryRun: input["dry-run"] });
    if (input["dry-run"]) return;
    process.stdout.write(
      `\n${path} (${key}) is in the page table, the router and the catalogs (${changed.length} files).\n` +
        `Next: write its words in packages/i18n/catalogs/*/${key}.json, then\n` +
        `  pnpm typecheck && pnpm lint\n` +
        `  pnpm --filter @fh/i18n test && pnpm --filter @fh/web exec vitest run test/${kebab(key)}-render.test.tsx\n` +
        `  pnpm test:e2e   (the browser test: e2e/tests/public-${kebab(key)}.test.ts)\n`,
    );
    if (input["translate-later"]) {
      process.stdout.write(`\nThe Spanish and Creole words are the English for now: the catalogs test fails until they are translated.\n`);
    }
  });
}
