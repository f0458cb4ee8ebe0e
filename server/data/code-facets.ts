// One filter category (code) of a flow in the facet index: its values in display order and, per value id,
// the sorted ordinals of the parts that have it. Built on first use and kept: the same facts turned around
// (per part, the values it has), so that the values and counts left for a few matching parts cost a step
// per matching part instead of a walk over every part list of the category (the chat's typed hub number
// asks a dozen such questions per turn, with a handful of hubs left); and per Inch the parts of all its
// values, which an inch answer matches.
import type { filterValues } from './db/schema.ts';
import { NONE, union } from './ordinal-lists.ts';

export type FilterValue = typeof filterValues.$inferSelect;

/** Per part p, the slots (positions in `used`) of the values it has: slots[starts[p] .. starts[p + 1]). */
type PartValues = {
  starts: Int32Array;
  slots: Int32Array;
  /** Per slot, the group it is counted in: its Inch's for inch categories, else its own. */
  groupOf: Int32Array;
  groups: number;
};

export class CodeFacets {
  /** The values at least one part has, in display order (sortOrder, then id); the first step's answer. */
  readonly used: readonly FilterValue[];
  /** Value ids by Inch (every value of the code with one, in display order). */
  private readonly idsByInch = new Map<number, number[]>();
  private readonly inchParts = new Map<number, Int32Array>();
  private partValues: PartValues | null = null;
  /** The counts when no other answer narrows the parts (the first question's), made once. */
  private countsOfAll: ReadonlyMap<number, number> | null = null;

  constructor(
    /** How many parts the flow has: ordinals are 0 .. partCount - 1. */
    private readonly partCount: number,
    /** Per value id, the sorted ordinals of the parts with it (values without a row included). */
    private readonly parts: ReadonlyMap<number, Int32Array>,
    /** The code's values in display order. */
    ordered: readonly FilterValue[],
    /** Whether an answer is an Inch that matches every value of that Inch. */
    private readonly byInch: boolean,
  ) {
    this.used = ordered.filter((v) => parts.has(v.id));
    for (const v of ordered) {
      if (v.inch !== null) this.idsByInch.set(v.inch, [...(this.idsByInch.get(v.inch) ?? []), v.id]);
    }
  }

  /** The parts with value id `id`. */
  partsWith(id: number): Int32Array {
    return this.parts.get(id) ?? NONE;
  }

  /** The parts an answer matches: its value's, or for inch categories every value's of its Inch. */
  answering(value: number): Int32Array {
    if (!this.byInch) return this.partsWith(value);
    let list = this.inchParts.get(value);
    if (!list) {
      const ids = this.idsByInch.get(value);
      if (!ids) return NONE; // not kept: a stranger's Inch must not grow the map
      list = union(ids.map((id) => this.partsWith(id)));
      this.inchParts.set(value, list);
    }
    return list;
  }

  private turned(): PartValues {
    if (this.partValues) return this.partValues;
    const starts = new Int32Array(this.partCount + 1);
    const lists = this.used.map((v) => this.partsWith(v.id));
    for (const list of lists) for (const p of list) (starts[p + 1] as number)++;
    for (let p = 0; p < this.partCount; p++)
      starts[p + 1] = (starts[p + 1] as number) + (starts[p] as number);
    const slots = new Int32Array(starts[this.partCount] as number);
    const fill = starts.slice(0, -1);
    // value by value in display order: each part's slots come out ascending
    lists.forEach((list, slot) => {
      for (const p of list) slots[(fill[p] as number)++] = slot;
    });
    const groupOf = new Int32Array(this.used.length);
    const inchGroups = new Map<number, number>();
    let groups = 0;
    this.used.forEach((v, slot) => {
      if (!this.byInch || v.inch === null) groupOf[slot] = groups++;
      else {
        let group = inchGroups.get(v.inch);
        if (group === undefined) {
          group = groups++;
          inchGroups.set(v.inch, group);
        }
        groupOf[slot] = group;
      }
    });
    this.partValues = { starts, slots, groupOf, groups };
    return this.partValues;
  }

  /** The values (display order) that at least one of the parts has. */
  valuesOf(matching: Int32Array): FilterValue[] {
    const { starts, slots } = this.turned();
    const seen = new Uint8Array(this.used.length);
    let unseen = this.used.length;
    for (let i = 0; i < matching.length && unseen > 0; i++) {
      const p = matching[i] as number;
      for (let k = starts[p] as number; k < (starts[p + 1] as number); k++) {
        const slot = slots[k] as number;
        if (seen[slot] === 0) {
          seen[slot] = 1;
          unseen--;
        }
      }
    }
    return this.used.filter((_, slot) => seen[slot] === 1);
  }

  /**
   * Per value id, how many of the parts (every part when null) would still match with that value chosen:
   * the parts with it, or for an inch value the parts with any value of its Inch.
   */
  countsOf(matching: Int32Array | null): Map<number, number> {
    if (!matching) {
      this.countsOfAll ??= this.count(null);
      return new Map(this.countsOfAll);
    }
    return this.count(matching);
  }

  private count(matching: Int32Array | null): Map<number, number> {
    const { starts, slots, groupOf, groups } = this.turned();
    const perGroup = new Int32Array(groups);
    const lastPart = new Int32Array(groups).fill(-1);
    const n = matching ? matching.length : this.partCount;
    for (let i = 0; i < n; i++) {
      const p = matching ? (matching[i] as number) : i;
      for (let k = starts[p] as number; k < (starts[p + 1] as number); k++) {
        const group = groupOf[slots[k] as number] as number;
        // a part with two values of one Inch counts once for that Inch
        if (lastPart[group] !== p) {
          lastPart[group] = p;
          perGroup[group] = (perGroup[group] as number) + 1;
        }
      }
    }
    return new Map(this.used.map((v, slot) => [v.id, perGroup[groupOf[slot] as number] as number]));
  }

  /** The values (display order) that part `part` has. */
  heldBy(part: number): FilterValue[] {
    const { starts, slots } = this.turned();
    const held: FilterValue[] = [];
    for (let k = starts[part] as number; k < (starts[part + 1] as number); k++)
      held.push(this.used[slots[k] as number] as FilterValue);
    return held;
  }
}
