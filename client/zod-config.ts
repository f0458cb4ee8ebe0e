// Run first by the client entry: zod's fast path probes `new Function`, which the page policy (script-src
// 'self', no unsafe-eval) refuses and reports as a violation. zod keeps its settings in this global
// (shared by every copy of zod, v4/core/core.js) and reads `jitless` when a schema is built, so setting it
// here, without importing zod, keeps zod out of the first load of pages that never validate anything.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
