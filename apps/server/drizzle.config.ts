import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/client-schema.ts',
    './src/db/delivery-schema.ts',
    './src/db/recipient-schema.ts',
    './src/db/audit-schema.ts',
    './src/db/mfa-schema.ts',
    './src/db/retention-schema.ts',
    './src/db/scan-schema.ts',
    './src/db/sso-schema.ts',
    './src/db/webhook-schema.ts',
    './src/db/notification-schema.ts',
    './src/db/file-request-schema.ts',
    './src/db/insight-schema.ts',
  ],
  out: './drizzle',
});
