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
    // The server reads it to preload each page's own chunks (apps/server/src/web/preload.ts).
    manifest: true,
  },
});
