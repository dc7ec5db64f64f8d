import { z } from 'zod';

/*
 * The one way in to zod: `import { z } from '@shared/zod'` (Biome refuses 'zod' elsewhere).
 * Its JIT builds object parsers with `new Function`, and probes for it as the first object
 * schema is made; the content security policy (script-src 'self', no 'unsafe-eval') refuses both
 * and the browser reports a violation (Lighthouse best practices, issue 19). Jitless parsing is
 * set here, before any schema exists: every module that makes one imports z from here, so this
 * runs first (client and server alike).
 */
z.config({ jitless: true });

export { z };
