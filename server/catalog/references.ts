// Cross-file checks of a parsed catalog: every reference names an existing row, every value is used.
import { partType } from '../../tools/part-number/part-types.ts';
import type { Flow } from '../data/db/schema.ts';
import type { Lined, LinedRows, Rejection } from './lined-rows.ts';

/** The part table of each flow's facets. */
const FLOW_TABLE: Record<Flow, string> = {
  hub: 'hub',
  casting: 'hub',
  rotor: 'rotor',
  rotorcasting: 'rotor',
  drum: 'drum',
  drumcasting: 'drum',
  stud: 'stud',
};

export function checkReferences(r: LinedRows): Rejection[] {
  const out: Rejection[] = [];
  const reject = (file: string, line: number, reason: string) =>
    out.push({ file: `${file}.csv`, line, reason });
  const set = <T>(rows: { row: T }[], key: (row: T) => string | number) =>
    new Set(rows.map(({ row }) => String(key(row))));

  // Keyed by the registry's entity tables (tools/part-number/part-types.ts), plus the facet-only ones.
  const tables: Record<string, Set<string>> = {
    hub: set(r.hub_assemblies, (h) => h.hubAssemblyNumber),
    'casting:hub': set(
      r.castings.filter(({ row }) => row.kind === 'hub'),
      (c) => c.castingNumber,
    ),
    'casting:rotor': set(
      r.castings.filter(({ row }) => row.kind === 'rotor'),
      (c) => c.castingNumber,
    ),
    'casting:drum': set(
      r.castings.filter(({ row }) => row.kind === 'drum'),
      (c) => c.castingNumber,
    ),
    drum: set(r.brake_drums, (d) => d.brakeDrumNumber),
    rotor: set(r.brake_rotors, (x) => x.brakeRotorNumber),
    rotorKit: set(r.brake_rotor_kits, (k) => k.brakeRotorKitNumber),
    stud: set(r.studs, (s) => s.studNumber),
    rebuildKit: set(r.rebuild_kits, (k) => k.partNumber),
    absKit: set(r.abs_service_kits, (k) => k.absServiceKitNumber),
    toneRing: set(r.abs_tone_ring_kits, (k) => k.absToneRingKitNumber),
    seal: set(r.seals, (s) => s.partNumber),
    sealKit: set(r.seal_spacer_kits, (k) => k.partNumber),
    bearing: set(r.bearings, (b) => b.partNumber),
    spindleNut: set(r.spindle_nut_kits, (k) => k.partNumber),
  };
  tables.rotorOrKit = new Set([...(tables.rotor ?? []), ...(tables.rotorKit ?? [])]);
  const has = (table: string, value: string | null | undefined) =>
    value === null || value === undefined || (tables[table]?.has(value) ?? false);

  const partTypes = set(r.part_types, (t) => t.id);
  const usages = set(r.part_type_usages, (u) => `${u.partTypeId}|${u.usageId}`);
  const competitors = set(r.competitors, (c) => c.id);
  const aftermarket = new Map(r.aftermarket_parts.map(({ row }) => [row.partNumber, row.typeId]));

  /** A maker part of a type exists: in its entity table, or (types without one) in aftermarket_parts. */
  const partExists = (typeId: number, number: string) => {
    const table = partType(typeId)?.table;
    return table ? has(table, number) : aftermarket.get(number) === typeId;
  };
  const must = (file: string, line: number, ok: boolean, reason: string) => {
    if (!ok) reject(file, line, reason);
  };
  /** A column that names a row of `table`; rejected as "{column} {value} is not {where}" otherwise. */
  const ref = (
    file: string,
    line: number,
    table: string,
    column: string,
    value: string | null | undefined,
    where: string,
  ) => must(file, line, has(table, value), `${column} ${value} is not ${where}`);
  /** The reference columns of every row of a file, in line order, each row's columns in the order given. */
  const refs = <T>(
    file: string,
    rows: readonly Lined<T>[],
    columns: readonly [
      table: string,
      column: string,
      value: (row: T) => string | null | undefined,
      where: string,
    ][],
  ) => {
    for (const { line, row } of rows)
      for (const [table, column, value, where] of columns) ref(file, line, table, column, value(row), where);
  };

  for (const { line, row } of r.part_type_usages)
    must(
      'part_type_usages',
      line,
      partTypes.has(String(row.partTypeId)),
      `part_type_id ${row.partTypeId} is not in part_types`,
    );
  refs('hub_assemblies', r.hub_assemblies, [
    ['casting:hub', 'hub_casting_number', (h) => h.hubCastingNumber, 'a hub casting in castings'],
    ['hub', 'conventional_hub_number', (h) => h.conventionalHubNumber, 'a hub assembly'],
    ['toneRing', 'abs_ring_number', (h) => h.absRingNumber, 'in abs_tone_ring_kits'],
  ]);
  refs('brake_rotors', r.brake_rotors, [
    ['casting:rotor', 'casting_number', (x) => x.castingNumber, 'a rotor casting'],
    ['rotor', 'coated_version_of', (x) => x.coatedVersionOf, 'a brake rotor'],
    ['stud', 'stud_kit_number', (x) => x.studKitNumber, 'in studs'],
  ]);
  refs('brake_rotor_kits', r.brake_rotor_kits, [
    ['rotor', 'brake_rotor_number', (k) => k.brakeRotorNumber, 'a brake rotor'],
    ['rotorKit', 'replaces_kit_number', (k) => k.replacesKitNumber, 'a rotor kit'],
  ]);
  refs('brake_drums', r.brake_drums, [
    ['casting:drum', 'casting_number', (d) => d.castingNumber, 'a drum casting'],
  ]);
  refs('brake_drum_interchanges', r.brake_drum_interchanges, [
    ['drum', 'brake_drum_number', (i) => i.brakeDrumNumber, 'a brake drum'],
    ['drum', 'interchange_drum_number', (i) => i.interchangeDrumNumber, 'a brake drum'],
  ]);
  const bestMatches = new Map<string, number>();
  for (const { row } of r.brake_drum_interchanges)
    if (row.isBestMatch)
      bestMatches.set(row.brakeDrumNumber, (bestMatches.get(row.brakeDrumNumber) ?? 0) + 1);
  const reportedBest = new Set<string>();
  for (const { line, row } of r.brake_drum_interchanges) {
    const n = bestMatches.get(row.brakeDrumNumber) ?? 0;
    if (n !== 1 && !reportedBest.has(row.brakeDrumNumber)) {
      reportedBest.add(row.brakeDrumNumber);
      reject(
        'brake_drum_interchanges',
        line,
        `drum ${row.brakeDrumNumber} has ${n} best matches; exactly one is required`,
      );
    }
  }
  for (const { line, row } of r.studs)
    must('studs', line, partTypes.has(String(row.typeId)), `type_id ${row.typeId} is not in part_types`);
  refs('seals', r.seals, [
    ['sealKit', 'seal_and_spacer_kit', (x) => x.sealAndSpacerKit, 'in seal_spacer_kits'],
  ]);
  refs('seal_spacer_kits', r.seal_spacer_kits, [['seal', 'seal_number', (k) => k.sealNumber, 'in seals']]);
  refs('rebuild_kit_details', r.rebuild_kit_details, [
    ['rebuildKit', 'kit_number', (k) => k.kitNumber, 'in rebuild_kits'],
    ['bearing', 'bearing_set_number_inboard', (k) => k.bearingSetNumberInboard, 'in bearings'],
    ['bearing', 'bearing_set_number_outboard', (k) => k.bearingSetNumberOutboard, 'in bearings'],
    ['sealKit', 'seal_and_spacer_kit_number', (k) => k.sealAndSpacerKitNumber, 'in seal_spacer_kits'],
  ]);
  refs('bearing_filter_details', r.bearing_filter_details, [
    ['bearing', 'part_number', (b) => b.partNumber, 'in bearings'],
    [
      'rebuildKit',
      'preset_preset_plus_rebuild_kit_number',
      (b) => b.preSetPreSetPlusRebuildKitNumber,
      'in rebuild_kits',
    ],
  ]);
  refs('abs_service_kits', r.abs_service_kits, [
    ['toneRing', 'abs_tone_ring_number', (k) => k.absToneRingNumber, 'in abs_tone_ring_kits'],
  ]);
  for (const { line, row } of r.aftermarket_parts) {
    if (!partTypes.has(String(row.typeId)))
      reject('aftermarket_parts', line, `type_id ${row.typeId} is not in part_types`);
    else if (partType(row.typeId)?.table && !partExists(row.typeId, row.partNumber))
      reject(
        'aftermarket_parts',
        line,
        `part ${row.partNumber} of type ${row.typeId} does not exist in its table`,
      );
  }
  for (const { line, row } of r.hub_aftermarket_parts) {
    ref('hub_aftermarket_parts', line, 'hub', 'hub_assembly_number', row.hubAssemblyNumber, 'a hub assembly');
    const type = aftermarket.get(row.partNumber);
    if (type === undefined)
      reject('hub_aftermarket_parts', line, `part_number ${row.partNumber} is not in aftermarket_parts`);
    else
      must(
        'hub_aftermarket_parts',
        line,
        usages.has(`${type}|${row.usageId}`),
        `usage ${row.usageId} is not a usage of part type ${type}`,
      );
  }
  for (const { line, row } of r.interchanges) {
    must(
      'interchanges',
      line,
      competitors.has(String(row.competitorId)),
      `competitor_id ${row.competitorId} is not in competitors`,
    );
    if (!partTypes.has(String(row.partTypeId)))
      reject('interchanges', line, `part_type_id ${row.partTypeId} is not in part_types`);
    else
      must(
        'interchanges',
        line,
        partExists(row.partTypeId, row.makerPartNumber),
        `maker_part_number ${row.makerPartNumber} is not a part of type ${row.partTypeId}`,
      );
  }

  // Flows: categories, values, facets.
  const categories = new Map(
    r.filter_categories.map(({ row }) => [`${row.flow}|${row.queryParameterName}`, row]),
  );
  const values = new Set(r.filter_values.map(({ row }) => `${row.flow}|${row.queryParameterName}|${row.id}`));
  const used = new Set<string>();
  for (const { line, row } of r.part_facets) {
    const key = `${row.flow}|${row.queryParameterName}|${row.valueId}`;
    used.add(key);
    if (!values.has(key))
      reject(
        'part_facets',
        line,
        `value ${row.valueId} of ${row.flow}/${row.queryParameterName} is not in filter_values`,
      );
    const table = FLOW_TABLE[row.flow];
    must(
      'part_facets',
      line,
      has(table, row.partNumber),
      `part ${row.partNumber} is not in the ${row.flow} flow's part table`,
    );
  }
  const inches = new Map<string, number>();
  for (const { line, row } of r.filter_values) {
    const scope = `${row.flow}|${row.queryParameterName}`;
    const category = categories.get(scope);
    if (!category) {
      reject(
        'filter_values',
        line,
        `category ${row.flow}/${row.queryParameterName} is not in filter_categories`,
      );
      continue;
    }
    if (!used.has(`${scope}|${row.id}`))
      reject(
        'filter_values',
        line,
        `value ${row.id} of ${scope.replace('|', '/')} is used by no part (part_facets)`,
      );
    if (category.matchByInch) {
      if (row.inch === null || row.inch === undefined) {
        reject('filter_values', line, `inch is required: ${scope.replace('|', '/')} is matched by inch`);
      } else {
        const k = `${scope}|${row.inch}`;
        const first = inches.get(k);
        if (first !== undefined)
          reject('filter_values', line, `inch ${row.inch} repeats line ${first} in the same category`);
        else inches.set(k, line);
      }
    }
  }
  return out;
}
