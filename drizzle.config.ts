// drizzle-kit reads this to generate SQL migrations from server/data/db/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/data/db/schema.ts',
  out: './server/data/db/migrations',
});
