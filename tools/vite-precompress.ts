import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Text files worth compressing; images, fonts and PDFs are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/i;
// Below this, the headers outweigh the saving (the server's own threshold too).
const MIN_BYTES = 1024;

/** The part of Vite's Plugin type used here (tools/ sits outside the workspace packages, so it cannot import vite). */
interface PrecompressPlugin {
  name: string;
  apply: "build";
  configResolved(config: { root: string; build: { outDir: string } }): void;
  closeBundle(): void;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a `.br` (brotli, best quality) and a `.gz` next to every built text
 * file, which the server sends as they are (`@fastify/static`'s preCompressed).
 * Compressing once at build time gives smaller files than compressing each
 * answer on the fly (which must stay quick, so it compresses less), and costs
 * the server nothing per request.
 */
export function precompress(): PrecompressPlugin {
  let outDir = "";
  return {
    name: "fh-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
