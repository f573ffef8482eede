import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Which code may import which (no-restricted-imports, by path). Each app is
 * its own program: packages never reach into an app, no app into another,
 * and the server loads nothing written for the browser. The server's one
 * link to the public site is the built renderer it loads by path at run time
 * (apps/server/src/web/ssr.ts: apps/web/dist-server/entry-server.js), the one
 * path under apps/web it may name.
 */
const APP_PACKAGE = (...names) => `^@fh/(${names.join("|")})(/|$)`;
// Another app by a relative path: "../../../admin/src/x" from apps/web/src/pages, or "…/apps/admin/…".
const APP_PATH = (names, ups = "+") => [`^(\\.\\./)${ups}(${names.join("|")})(/|$)`, `(^|/)apps/(${names.join("|")})(/|$)`];
const restrict = (patterns) => ["error", { patterns: patterns.map(({ regex, message }) => ({ regex, message })) }];
const otherApp = (names, ups) => [
  { regex: APP_PACKAGE(...names), message: "An app does not import another app: move what both need to a package (packages/*)." },
  ...APP_PATH(names, ups).map((regex) => ({ regex, message: "An app does not import another app's files: move what both need to a package (packages/*)." })),
];
const THE_BUILT_RENDERER = "dist-server/entry-server\\.js$";

const importBoundaries = [
  {
    files: ["packages/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": restrict([
        { regex: APP_PACKAGE("web", "admin", "server"), message: "A package does not import an app: apps import packages, never the other way." },
        { regex: "(^|/)apps(/|$)", message: "A package does not import an app's files: apps import packages, never the other way." },
      ]),
    },
  },
  { files: ["apps/web/**/*.{ts,tsx,js,mjs}"], rules: { "no-restricted-imports": restrict(otherApp(["admin", "server"])) } },
  { files: ["apps/admin/**/*.{ts,tsx,js,mjs}"], rules: { "no-restricted-imports": restrict(otherApp(["web", "server"])) } },
  {
    files: ["apps/server/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": restrict([
        // Two levels up or more: "../admin/…" is the server's own test/admin.
        ...otherApp(["admin"], "{2,}"),
        { regex: APP_PACKAGE("web"), message: "An app does not import another app: move what both need to a package (packages/*)." },
        {
          // The server's own src/web is "./web" or "../web"; two levels up or more is apps/web.
          regex: `(^(\\.\\./){2,}|(^|/)apps/)web/(?!${THE_BUILT_RENDERER})`,
          message: "The server loads only the public site's built renderer (dist-server/entry-server.js), never its sources.",
        },
        {
          regex: APP_PACKAGE("client", "ui"),
          message: "@fh/client and @fh/ui are browser code: the server does not load them. Shared words and formats live in a package both read (@fh/i18n, @fh/validators).",
        },
        { regex: "^react-dom/client$", message: "react-dom/client is the browser's: the server does not load it." },
      ]),
    },
  },
];

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/dist-server/**", "**/.turbo/**", "**/.data/**", "**/drizzle/meta/**", "e2e/screenshots/**", "bench/results.json"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "apps/admin/**/*.{ts,tsx}", "packages/ui/**/*.{ts,tsx}", "packages/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  ...importBoundaries,
);
