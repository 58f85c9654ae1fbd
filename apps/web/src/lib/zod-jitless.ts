/**
 * What `import … from 'zod'` resolves to in the web app (vite.config.ts aliases it here, for the
 * shared schemas too): zod itself, with its JIT switched off before any schema is built. The JIT
 * compiles parsers with `new Function`, and its probe for that is reported as a violation of the
 * Content-Security-Policy, which allows no eval. The API keeps zod's defaults.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
