import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * The public site runs on Preact through `preact/compat`, not on react-dom:
 * the same components, hooks and libraries (react-router, React Query, tRPC's
 * hooks, Radix), for about a tenth of react-dom's bytes on a visitor's phone
 * (docs/decisions/040-public-site-on-preact.md). Every import of React, in the
 * site's code and in its libraries, is answered by Preact's: in the browser's
 * build, in the server's render (`vite build --ssr`, bundled whole) and in the
 * site's tests. The staff app (apps/admin) keeps React.
 *
 * The JSX of .tsx files is compiled by Vite itself for React's automatic
 * runtime; `react/jsx-runtime` then resolves here too.
 */
export function preactAsReact(): Plugin {
  return {
    name: "fh-preact-as-react",
    enforce: "pre",
    config(_, { command }) {
      // By file: a library's own import of "react" is resolved from its folder, where pnpm puts no Preact.
      const require = createRequire(import.meta.url);
      const preact = path.dirname(require.resolve("preact/package.json"));
      const compat = (file: string) => path.join(preact, "compat", file);
      const toString = path.dirname(require.resolve("preact-render-to-string/package.json"));
      // react-router names its CommonJS build for Node, which a test would load with React's
      // own imports: the modules instead. A build takes react-router's production modules
      // (react-router.vite.ts).
      const routerDom = path.dirname(require.resolve("react-router-dom/package.json"));
      const router = path.dirname(createRequire(path.join(routerDom, "package.json")).resolve("react-router/package.json"));
      const routerModules =
        command === "serve"
          ? [
              { find: /^react-router$/, replacement: path.join(router, "dist/development/index.mjs") },
              { find: /^react-router\/dom$/, replacement: path.join(router, "dist/development/dom-export.mjs") },
            ]
          : [];
      return {
        resolve: {
          alias: [
            { find: /^react-router-dom$/, replacement: path.join(routerDom, "dist/index.mjs") },
            ...routerModules,
            { find: /^react$/, replacement: compat("dist/compat.mjs") },
            { find: /^react-dom$/, replacement: compat("dist/compat.mjs") },
            { find: /^react-dom\/client$/, replacement: compat("client.mjs") },
            { find: /^react-dom\/server$/, replacement: path.join(toString, "dist/index.mjs") },
            { find: /^react\/jsx-runtime$/, replacement: compat("jsx-runtime.mjs") },
            { find: /^react\/jsx-dev-runtime$/, replacement: compat("jsx-dev-runtime.mjs") },
          ],
        },
        oxc: { jsx: { runtime: "automatic", importSource: "react" } },
      };
    },
  };
}
