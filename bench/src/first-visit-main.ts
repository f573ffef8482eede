import { firstVisit } from "./first-visit";
import { say } from "./processes";

// `pnpm --filter @fh/bench first-visit http://localhost:3000 / /obituaries/1 …`: each page's
// first visit as sent by a running server, file by file (pnpm bench prints the totals).
const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
for (const pagePath of paths.length > 0 ? paths : ["/"]) {
  const visit = await firstVisit(pagePath, new URL(pagePath, base).toString());
  say(
    `${pagePath}: ${(visit.totalBytes / 1024).toFixed(1)} KB as sent, ${(visit.scriptBytes / 1024).toFixed(1)} KB of it JavaScript in ${visit.scriptFiles} files`,
  );
  for (const file of visit.files) say(`  ${file.kind.padEnd(6)} ${String(file.bytes).padStart(7)}  ${new URL(file.url).pathname}`);
}
