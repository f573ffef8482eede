// Imported first by each app's main.tsx, before zod can load. zod keeps its
// settings on globalThis; `jitless` stops it probing `new Function` to pick a
// faster parser, a probe the Content-Security-Policy (no eval) of both apps
// would report as a violation. Listed under "sideEffects" in package.json, so
// the bundler keeps this import although it exports nothing.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
