import { z } from 'zod/v4';

// The web build's `zod` (vite.config.ts aliases the bare specifier here): zod with the jitless switch set.
// Without it zod probes `new Function` when the first schema is built, which the server's CSP forbids and
// the browser reports as a violation. Every module that imports zod now imports this one first, so the
// switch is set before any schema is made, whichever chunk loads zod first (it is no longer the entry).
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
