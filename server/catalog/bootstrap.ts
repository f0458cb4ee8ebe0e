// Loads the demo catalog (generated at scale 1, seed 1) into an empty database, so a first start has data.
import type { Database } from '../data/db/client.ts';
import { competitors } from '../data/db/schema.ts';
import { catalogToCsv } from './csv.ts';
import { generateCatalog } from './generate/index.ts';
import { formatRejections, importCatalog, textSource } from './import.ts';

export async function ensureCatalog(db: Database): Promise<'loaded' | 'present'> {
  const existing = await db.select({ id: competitors.id }).from(competitors).limit(1);
  if (existing.length) return 'present';
  // The same path as `npm run catalog:import`: CSV text, validation, one transaction.
  const report = await importCatalog(
    db,
    textSource(catalogToCsv(generateCatalog())),
    'demo catalog (scale 1, seed 1)',
  );
  if (report.status === 'rejected')
    throw new Error(`demo catalog rejected:\n${formatRejections(report.rejections)}`);
  return 'loaded';
}
