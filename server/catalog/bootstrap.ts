// Loads the demo catalog into an empty database, so a first start has something to find.
import type { Database } from '../db/client.ts';
import { competitors } from '../db/schema.ts';
import { loadDemoSlice } from './demo-slice.ts';

export async function ensureCatalog(db: Database): Promise<'loaded' | 'present'> {
  const existing = await db.select({ id: competitors.id }).from(competitors).limit(1);
  if (existing.length) return 'present';
  await loadDemoSlice(db);
  return 'loaded';
}
