import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; they are committed and applied at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
});
