// `npm run catalog:generate -- --out <folder> [--scale N] [--seed S]`: writes the demo catalog as CSV files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { catalogToCsv } from '../csv.ts';
import { generateCatalog } from '../generate/index.ts';

const Args = z.object({
  out: z.string().min(1, '--out <folder> is required'),
  scale: z.coerce.number().int().min(1).max(1000).default(1),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(1),
});

const { values } = parseArgs({
  options: { out: { type: 'string' }, scale: { type: 'string' }, seed: { type: 'string' } },
});
const parsed = Args.safeParse(values);
if (!parsed.success) {
  console.error(
    parsed.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('\n'),
  );
  console.error('usage: npm run catalog:generate -- --out <folder> [--scale N] [--seed S]');
  process.exit(2);
}
const { out, scale, seed } = parsed.data;
const started = performance.now();
const files = catalogToCsv(generateCatalog({ seed, scale }));
mkdirSync(out, { recursive: true });
let bytes = 0;
const counts: string[] = [];
for (const [file, text] of files) {
  writeFileSync(join(out, `${file}.csv`), text);
  bytes += Buffer.byteLength(text);
  counts.push(`${file}: ${text.split('\n').length - 2}`);
}
console.log(counts.join('\n'));
console.log(
  `wrote ${files.size} files, ${(bytes / 1e6).toFixed(1)} MB to ${out} (scale ${scale}, seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
