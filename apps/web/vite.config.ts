import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiServer = process.env.API_SERVER ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  build: {
    outDir: "dist",
    sourcemap: false,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // Constants shared with the schemas stay with the pages that use them.
          includeDependenciesRecursively: false,
          // zod and the form schemas travel together, so pages without a form
          // (and the landing page before its form is used) never load them.
          groups: [{ name: "forms", test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]validators[\\/]src[\\/](public|admin|business-schema)/ }],
        },
      },
    },
  },
});
