import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "../../tools/vite-precompress";
// By path, as ../../tools: Vite loads its config with Node, which runs no TypeScript from a package.
import { messagesPlugin } from "../../packages/i18n/src/vite";
import { reactRouterProduction } from "./react-router.vite";
import { preactAsReact } from "./preact.vite";

const apiServer = process.env.API_SERVER ?? "http://127.0.0.1:3000";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [messagesPlugin(), preactAsReact(), reactRouterProduction(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  server: {
    port: 5173,
    strictPort: true,
    // `pnpm dev`: the Fastify server answers these; Vite serves the app.
    proxy: {
      "/trpc": apiServer,
      "/api": apiServer,
      "/uploads": apiServer,
      "/healthz": apiServer,
    },
  },
  // The server-side render (src/entry-server.tsx) is one self-contained
  // bundle: pnpm keeps each package's dependencies to itself, so imports left
  // for Node to resolve from dist-server/ would not all be found.
  ssr: { noExternal: true },
  // The tests load libraries through Vite too, so that their imports of React meet Preact (preact.vite.ts).
  test: { server: { deps: { inline: [/[\\/](react-router|react-router-dom|@tanstack|@trpc|@radix-ui|preact|preact-render-to-string)[\\/]/] } } },
  build: isSsrBuild
    ? { outDir: "dist-server", sourcemap: false, copyPublicDir: false, target: "node20" }
    : {
        outDir: "dist",
        sourcemap: false,
        // The server reads it to preload each page's own chunks (apps/server/src/web/preload.ts).
        manifest: true,
        rolldownOptions: {
          treeshake: {
            // tRPC's client packages do not say they are free of side effects, though
            // their modules only declare things: without this, links the site never
            // uses (the WebSocket link, for one) stay in the entry.
            moduleSideEffects: [{ test: /[\\/]@trpc[\\/](client|react-query)[\\/]dist[\\/]/, sideEffects: false }],
          },
        },
      },
}));
