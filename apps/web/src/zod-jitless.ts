import { z } from 'zod';

// Without it zod probes `new Function` when the first schema is built, which the server's CSP forbids and
// the browser reports as a violation. Imported first by main.tsx, so it runs before any schema is made.
z.config({ jitless: true });
