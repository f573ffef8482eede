// Imported first by main.tsx, before zod can load. zod keeps its settings on
// globalThis; `jitless` stops it probing `new Function` to pick a faster parser,
// a probe the site's Content-Security-Policy (no eval) would report as a violation.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
