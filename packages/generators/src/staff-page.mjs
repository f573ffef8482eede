#!/usr/bin/env node
// `pnpm gen:staff-page`: a page of the staff app (English only), in every
// place the staff app knows its pages (see `--help`).
import { checkKey, checkText, GenError, insertBefore, isMain, kebab, main, objectBlock, pascal, Plan, readOptions, repoRoot } from "./lib.mjs";

const USAGE = `Usage: pnpm gen:staff-page --key funeralPlans --path /admin/funeral-plans \\
    --title "Funeral Plans" [--nav "Plans" | --no-tab] [--owner-only] [--intro "…"] [--dry-run]

Adds a staff page: its entry in the page table (@fh/validators staffPages:
address, tab title, nav label, owners only), its component
(apps/admin/src/pages), its route (apps/admin/src/App.tsx, signedInPages) and
a browser test (e2e/tests), and keeps the tests that count the nav's tabs
right. --nav defaults to the title; --no-tab leaves it out of the nav.
--owner-only hides it from staff (asked at a terminal when not given).`;

const FIELDS = [
  { name: "key", prompt: "Key (camelCase, e.g. funeralPlans)", required: () => true },
  { name: "path", prompt: "Address (e.g. /admin/funeral-plans)", required: () => true },
  { name: "title", prompt: "Title (heading and tab title)", required: () => true },
  { name: "nav" },
  { name: "no-tab", boolean: true },
  { name: "owner-only", boolean: true, prompt: "Owners only?", ask: () => true },
  { name: "intro" },
];

const FILES = {
  routes: "packages/validators/src/routes.ts",
  app: "apps/admin/src/App.tsx",
  navTest: "apps/admin/test/staff-nav.test.ts",
  phoneE2e: "e2e/tests/layout-phone.test.ts",
  accountsE2e: "e2e/tests/admin-staff-accounts.test.ts",
};

/** Adds one to the number `rx` captures (group 2, between groups 1 and 3). */
function bump(rx, what, file) {
  return (text) => {
    if (!rx.test(text)) throw new GenError(`${file}: could not find ${what}; raise it by one by hand.`);
    return text.replace(rx, (_, before, n, after) => `${before}${Number(n) + 1}${after}`);
  };
}

export function planStaffPage(root, input) {
  const key = checkKey(input.key);
  const path = String(input.path).trim();
  if (!/^\/admin(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(path)) {
    throw new GenError(`--path "${path}": write it as /admin/words-with-dashes (lowercase letters, digits, dashes; no trailing slash).`);
  }
  const title = checkText("title", input.title);
  if (input["no-tab"] && input.nav !== undefined) throw new GenError("--nav and --no-tab say opposite things; give one.");
  const nav = input["no-tab"] ? undefined : checkText("nav", input.nav ?? title);
  const ownerOnly = Boolean(input["owner-only"]);
  const intro = checkText("intro", input.intro ?? `${title}: this page has no content yet.`);

  const plan = new Plan(root);
  const component = `${pascal(key)}Page`;

  const routes = plan.read(FILES.routes);
  const table = objectBlock(routes, "export const staffPages = {", FILES.routes);
  if (table.keys.includes(key)) throw new GenError(`staffPages already has a page "${key}". Nothing was written.`);
  if ([...table.block.matchAll(/path: "([^"]*)"/g)].some((m) => m[1] === path)) throw new GenError(`${path} is already a staff page's address. Nothing was written.`);
  const entry = [`path: ${JSON.stringify(path)}`, `title: ${JSON.stringify(title)}`, ...(nav ? [`nav: ${JSON.stringify(nav)}`] : []), `ownerOnly: ${ownerOnly}`];
  // Last in the table, so last in the nav.
  plan.edit(FILES.routes, (text) =>
    insertBefore(text, /^\} as const satisfies Record<string, StaffPageEntry>;/, [`  ${key}: { ${entry.join(", ")} },`], {
      file: FILES.routes,
      what: "the end of staffPages",
      from: table.start,
    }),
  );

  plan.create(`apps/admin/src/pages/${component}.tsx`, plan.template("admin-page.tsx.tpl", { key, path, component, introJson: JSON.stringify(intro) }));
  plan.edit(FILES.app, (text) => {
    if (new RegExp(`^const ${component} = `, "m").test(text)) throw new GenError(`${FILES.app} already has a ${component}. Nothing was written.`);
    const lazyLines = [...text.matchAll(/^const \w+ = lazy\(\(\) => import\("\.\/pages\/\w+"\)\);$/gm)];
    if (lazyLines.length === 0) throw new GenError(`${FILES.app}: could not find the pages' lazy imports; has it been reorganized? Nothing was written.`);
    const last = lazyLines[lazyLines.length - 1];
    const at = last.index + last[0].length + 1;
    const withImport = `${text.slice(0, at)}const ${component} = lazy(() => import("./pages/${component}"));\n${text.slice(at)}`;
    const from = withImport.indexOf("const signedInPages");
    if (from < 0) throw new GenError(`${FILES.app}: could not find signedInPages; has it been reorganized? Nothing was written.`);
    return insertBefore(withImport, /^\};$/, [`  ${key}: ${component},`], { file: FILES.app, what: "the end of signedInPages", from });
  });

  const navTest = nav ? plan.template("e2e-admin-nav.test.ts.tpl", {}) : "";
  plan.create(`e2e/tests/admin-${kebab(key)}.test.ts`, plan.template("e2e-admin.test.ts.tpl", { key, path, kebab: kebab(key), navTest }));

  // The tests that name the owner-only pages or count the nav's tabs.
  if (ownerOnly) {
    plan.edit(FILES.navTest, (text) => {
      const rx = /^(\s*expect\((?:hidden|OWNER_ONLY_ADMIN_PAGES)\)\.toEqual\(\[[^\]]*)(\]\);)$/gm;
      if ((text.match(rx) ?? []).length !== 2) throw new GenError(`${FILES.navTest}: could not find its two lists of owner-only pages; has it been reorganized? Nothing was written.`);
      return text.replace(rx, (_, list, end) => `${list}, ${JSON.stringify(key)}${end}`);
    });
  }
  if (nav) {
    plan.editOrWarn(FILES.phoneE2e, bump(/(expect\(hrefs\.length\)\.toBe\()(\d+)(\))/, "the count of an owner's tabs (hrefs.length)", FILES.phoneE2e));
    if (!ownerOnly) {
      plan.editOrWarn(FILES.phoneE2e, bump(/(a staff account sees )(\d+)(\b)/, "the count of a staff account's tabs in its comment", FILES.phoneE2e));
      plan.editOrWarn(FILES.accountsE2e, bump(/(expect\(labels\)\.toHaveLength\()(\d+)(\))/, "the count of a staff account's tabs (labels)", FILES.accountsE2e));
    }
  }
  return { plan, key, path, component, nav, ownerOnly };
}

if (isMain(import.meta.url)) {
  main(async () => {
    const input = await readOptions(FIELDS, USAGE);
    const { plan, key, path, nav, ownerOnly } = planStaffPage(repoRoot, input);
    const changed = plan.apply({ dryRun: input["dry-run"] });
    if (input["dry-run"]) return;
    process.stdout.write(
      `\n${path} (${key}) is in staffPages${nav ? `, with the tab "${nav}"` : ", with no tab"}${ownerOnly ? ", for owners only" : ""} (${changed.length} files).\n` +
        `Next: pnpm typecheck && pnpm lint && pnpm --filter @fh/admin test; pnpm test:e2e for e2e/tests/admin-${kebab(key)}.test.ts\n`,
    );
  });
}
