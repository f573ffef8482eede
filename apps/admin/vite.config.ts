import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../../tools/vite-precompress";
// By path, as ../../tools: Vite loads its config with Node, which runs no TypeScript from a package.
import { messagesPlugin } from "../../packages/i18n/src/vite";

const apiServer = process.env.API_SERVER ?? "http://127.0.0.1:3000";

/** The staff app lives under /admin, on its own build: none of it ships to the public site. */
export default defineConfig({
  base: "/admin/",
  // The English dates and times staff read are the public site's (@fh/i18n/english).
  plugins: [messagesPlugin(), react(), tailwindcss(), precompress()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      "/trpc": apiServer,
      "/api": apiServer,
      "/uploads": apiServer,
    },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    rollupOptions: {
      output: {
        // The password-strength dictionaries load only when a new password is typed (validators' password-strength.ts);
        // named for what they are, so the build's size list and the browser tests can tell them apart.
        chunkFileNames: (chunk) => {
          const zxcvbn = /@zxcvbn-ts\/([\w-]+)/.exec(chunk.facadeModuleId ?? "")?.[1];
          return zxcvbn ? `assets/zxcvbn-${zxcvbn}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
});
