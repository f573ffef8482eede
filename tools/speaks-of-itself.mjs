#!/usr/bin/env node
// The product speaks only of itself: no comment, doc, test name or figure
// points at a tracker's numbered issues or at the stretches of work that built it.
// Say the rule or the reason instead. Run by `pnpm lint`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const forbidden = [
  [/\b[Ii]ssues? ?#?\d+\b/, "a tracker's issue number"],
  [/\b[Ii]ssue ["“'][A-Z]/, "a tracker's issue by its title"],
  // The product has sign-in sessions ("this session is new"); the work's own sessions are what is meant here.
  [/\b[Ww]ork(?:ing)? sessions?\b/, "a session of work"],
  [/\b[Ss]ession \d+\b/, "a numbered session of work"],
];
// Not ours to edit (generated or vendored).
const skipped = [/^pnpm-lock\.yaml$/, /^patches\//];

const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" })
  .split("\0")
  .filter((file) => file && !skipped.some((rx) => rx.test(file)));

const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the working tree but still listed
  }
  if (text.includes("\0")) continue; // binary
  text.split("\n").forEach((line, index) => {
    for (const [rx, what] of forbidden) {
      if (rx.test(line)) found.push(`${file}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`);
    }
  });
}

if (found.length > 0) {
  process.stderr.write(`${found.length} line(s) point outside the product; say the rule or the reason instead:\n`);
  for (const line of found) process.stderr.write(`  ${line}\n`);
  process.exit(1);
}
