// `npm run catalog:generate -- --out <folder> [--scale N] [--seed S]`: writes the demo catalog as CSV files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { parseOptions, runCommand } from '../../cli/run-command.ts';
import { catalogToCsv } from '../csv.ts';
import { generateCatalog } from '../generate/index.ts';

const USAGE = 'usage: npm run catalog:generate -- --out <folder> [--scale 1-1000] [--seed S]';

const Args = z.object({
  out: z.string({ error: '--out <folder> is required' }).min(1).max(4096),
  scale: z.coerce.number().int().min(1).max(1000).default(1),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(1),
});

async function main(argv: string[]): Promise<number> {
  const read = parseOptions({
    args: argv,
    options: { out: { type: 'string' }, scale: { type: 'string' }, seed: { type: 'string' } },
  });
  const parsed = typeof read === 'string' ? null : Args.safeParse(read.values);
  if (!parsed?.success) {
    console.error(
      typeof read === 'string'
        ? read
        : (parsed?.error.issues ?? [])
            .map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`)
            .join('\n'),
    );
    console.error(USAGE);
    return 2;
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
  return 0;
}

await runCommand(main);
