import { config } from 'zod/v4/core';

// Zod compiles object schemas with `new Function` when it may, and probes for that by trying it.
// The Content-Security-Policy allows no eval, so the probe would be reported as a violation on
// every page that validates a form: parse without compiling instead (forms are small).
config({ jitless: true });
