// The offline copy of the numbers (tools/part-number/offline-numbers.ts) derived from the number index's
// columns: linear passes over orders the index already keeps (no sort of the rows, no database read), and
// the JSON written array slice by array slice. Both give the event loop back every few milliseconds, so
// building a scale-100 copy (620,000 numbers) never holds up the requests around it (decision 040).
import { OFFLINE_FORMAT, type OfflineNumbers } from '../../tools/part-number/offline-numbers.ts';
import type { CopyColumns } from './number-index.ts';

/** How long one slice of work may hold the event loop. */
const SLICE_MS = 8;
/** Rows handled between looks at the clock; array entries per JSON piece. */
const CHUNK = 4096;

/** A pause that yields to the event loop once the current slice has run `SLICE_MS`. */
export type Pause = () => Promise<void>;

export function slicedPause(sliceMs = SLICE_MS): Pause {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    started = performance.now();
  };
}

/** The distinct values of `list`, ascending (a maker number has one or two part types, a number a few parts). */
const distinctAscending = (list: number[]) => [...new Set(list)].sort((a, b) => a - b);

/** Pushes the distinct values of `list` ascending onto `out`; most lists hold one value: no garbage then. */
function pushDistinct(list: number[], out: number[]): void {
  if (list.length === 1) out.push(list[0] as number);
  else out.push(...distinctAscending(list));
}

/**
 * The copy of the catalog `columns` hold: Makers as (maker number, part type) once each in byte order of
 * the number, then type; every (number, maker part) once, by number in byte order, then maker position.
 */
export async function copyFromColumns(
  columns: CopyColumns,
  signature: string,
  typeNames: ReadonlyMap<number, string>,
  pause: Pause = slicedPause(),
): Promise<OfflineNumbers> {
  const { normalized, makerNumbers, partTypeIds, byMaker, byNumber } = columns;
  const n = byMaker.length;
  // Makers: byMaker keeps each maker number's rows together, in byte order of the number
  const position = new Int32Array(n);
  const makers: string[] = [];
  const makerTypes: number[] = [];
  for (let p = 0; p < n; ) {
    const stop = Math.min(n, p + CHUNK);
    while (p < stop) {
      const maker = makerNumbers[byMaker[p] as number] as string;
      let q = p;
      const rowTypes: number[] = [];
      for (; q < n && makerNumbers[byMaker[q] as number] === maker; q++)
        rowTypes.push(partTypeIds[byMaker[q] as number] as number);
      const types = distinctAscending(rowTypes);
      const first = makers.length;
      for (const t of types) {
        makers.push(maker);
        makerTypes.push(t);
      }
      for (let r = p; r < q; r++)
        position[byMaker[r] as number] = first + types.indexOf(rowTypes[r - p] as number);
      p = q;
    }
    await pause();
  }
  // Numbers: the maker's rows and the others' are each sorted by number; merged, equal numbers meet
  const [own, others] = byNumber;
  const numbers: string[] = [];
  const refs: number[] = [];
  const here: number[] = []; // one number's maker positions, reused
  let a = 0;
  let b = 0;
  while (a < own.length || b < others.length) {
    const stop = numbers.length + CHUNK;
    while ((a < own.length || b < others.length) && numbers.length < stop) {
      const na = a < own.length ? (normalized[own[a] as number] as string) : null;
      const nb = b < others.length ? (normalized[others[b] as number] as string) : null;
      const number = (nb === null || (na !== null && na <= nb) ? na : nb) as string;
      here.length = 0;
      for (; a < own.length && normalized[own[a] as number] === number; a++)
        here.push(position[own[a] as number] as number);
      for (; b < others.length && normalized[others[b] as number] === number; b++)
        here.push(position[others[b] as number] as number);
      const from = refs.length;
      pushDistinct(here, refs);
      for (let r = from; r < refs.length; r++) numbers.push(number);
    }
    await pause();
  }
  const used = distinctAscending(makerTypes);
  return {
    Format: OFFLINE_FORMAT,
    Signature: signature,
    Types: Object.fromEntries(used.map((t) => [String(t), typeNames.get(t) ?? 'Part'])),
    Makers: makers,
    MakerTypes: makerTypes,
    Numbers: numbers,
    Refs: refs,
  };
}

/** `list` as JSON onto `out`, a slice at a time, each slice encoded at once (no 10 MB string is ever made). */
async function jsonArray(list: readonly (string | number)[], out: Buffer[], pause: Pause): Promise<void> {
  out.push(Buffer.from('['));
  for (let i = 0; i < list.length; i += CHUNK) {
    const slice = JSON.stringify(list.slice(i, i + CHUNK)).slice(1, -1);
    out.push(Buffer.from(i === 0 ? slice : `,${slice}`));
    await pause();
  }
  out.push(Buffer.from(']'));
}

/** The copy as UTF-8 JSON, byte for byte what JSON.stringify(copy) gives, written slice by slice. */
export async function copyJson(copy: OfflineNumbers, pause: Pause = slicedPause()): Promise<Buffer> {
  const out = [
    Buffer.from(
      `{"Format":${copy.Format},"Signature":${JSON.stringify(copy.Signature)},"Types":${JSON.stringify(copy.Types)}`,
    ),
  ];
  for (const key of ['Makers', 'MakerTypes', 'Numbers', 'Refs'] as const) {
    out.push(Buffer.from(`,"${key}":`));
    await jsonArray(copy[key], out, pause);
  }
  out.push(Buffer.from('}'));
  return Buffer.concat(out);
}
