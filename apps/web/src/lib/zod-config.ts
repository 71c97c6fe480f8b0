// Zod compiles object schemas with `new Function` when it may, and probes for that by trying it.
// The Content-Security-Policy allows no eval, so the probe would be reported as a violation on
// every page that validates a form: parse without compiling instead (forms are small).
//
// Zod reads the setting when a schema is created, not when it parses, so it must be set before any
// chunk creates one: main.tsx imports this first. It is set on the object zod keeps its settings in
// (`globalThis.__zod_globalConfig`, what `config()` of zod/v4/core writes to) rather than through
// `config()`, because importing zod here would put zod into the entry chunk of every page
// (zod-config.test.ts checks that zod still reads it).
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
