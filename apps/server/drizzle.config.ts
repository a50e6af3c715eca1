import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/client-schema.ts', './src/db/delivery-schema.ts'],
  out: './drizzle',
});
