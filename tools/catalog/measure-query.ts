// Measurements in a URL query: `unit=in|mm` for values without their own unit, and per dimension a value
// with an optional unit of its own (`diameter=419mm&width=7`). The API route and the measure pages read and
// write the same form, so a page's address is its API call. Plain TypeScript (the pages carry no zod).
import { ALL_DIMENSION_KEYS, dimensionOf, type MeasureKind, type Unit } from './measure-dimensions.ts';

/** A value as typed: up to 4 digits, up to 3 decimals, an optional unit. */
export const MEASURE_VALUE = /^(\d{1,4}(?:\.\d{1,3})?|\.\d{1,3})(in|mm)?$/;
export const MAX_MEASURE_VALUE_LENGTH = 12;

export type Measurement = { dimension: string; value: number; unit: Unit };

/** '419mm' -> 419 mm; '7' with default 'in' -> 7 in; null when it is not a measurement. */
export function parseMeasureValue(text: string, unit: Unit): { value: number; unit: Unit } | null {
  const m = MEASURE_VALUE.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]);
  return value > 0 ? { value, unit: (m[2] as Unit | undefined) ?? unit } : null;
}

/** The measurements of a kind in a query (unknown keys and unreadable values left out). */
export function measurementsIn(kind: MeasureKind, query: URLSearchParams): Measurement[] {
  const unit: Unit = query.get('unit') === 'mm' ? 'mm' : 'in';
  return ALL_DIMENSION_KEYS.flatMap((key) => {
    const raw = query.get(key);
    const parsed = raw && dimensionOf(kind, key) ? parseMeasureValue(raw, unit) : null;
    return parsed ? [{ dimension: key, ...parsed }] : [];
  });
}

/**
 * The query of some measurements: their own units written out, so mixed units survive. With `unit`, as the
 * measure form writes it ('unit=mm&diameter=419'): the page's unit switch shows that unit, and sizes added
 * on it are read in it.
 */
export function measureSearch(kind: MeasureKind, measurements: readonly Measurement[], unit?: Unit): string {
  const q = new URLSearchParams(unit ? { unit } : {});
  for (const m of measurements)
    q.set(
      m.dimension,
      dimensionOf(kind, m.dimension)?.count || m.unit === unit ? String(m.value) : `${m.value}${m.unit}`,
    );
  return q.toString();
}
