import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * What the browser gets of react-router: only what the site uses (a router,
 * routes, links and a few hooks), not the framework and data-router parts.
 *
 * - react-router 7 names its development build under every export condition
 *   (remix-run/react-router#12532, #14102). Builds take the production build
 *   beside it instead: the same code with its development warnings off.
 * - Its components are made with `React.forwardRef(…)`/`React.memo(…)` and
 *   its contexts with `React.createContext(…)`, unmarked, and each is given a
 *   `displayName` (a property write). To a bundler both look like side
 *   effects, so unused components (NavLink, Form, ScrollRestoration, …) stay
 *   in the bundle. The calls are marked pure and the display names, which
 *   only React's developer tools read, are dropped.
 *
 * `vite dev` is left alone, warnings and names included. If a new release
 * changes these patterns, the build is merely bigger, never wrong.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: "fh-react-router-production",
    apply: "build",
    config() {
      // react-router as react-router-dom's own dependency (pnpm keeps it out of apps/web's node_modules).
      const require = createRequire(import.meta.url);
      const dom = require.resolve("react-router-dom/package.json");
      const router = path.dirname(createRequire(dom).resolve("react-router/package.json"));
      const production = path.join(router, "dist/production");
      return {
        resolve: {
          alias: [
            { find: /^react-router$/, replacement: path.join(production, "index.mjs") },
            { find: /^react-router\/dom$/, replacement: path.join(production, "dom-export.mjs") },
          ],
        },
      };
    },
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      return {
        code: code
          .replace(/(?<![\w$.])(React\d*)\.(forwardRef|memo|createContext)\(/g, "/* @__PURE__ */ $1.$2(")
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, ""),
        map: null,
      };
    },
  };
}
