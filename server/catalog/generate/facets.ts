// Builds the guided-flow tables: categories, the values that parts actually use, and the part facets.
import type { CategoryRole, Flow } from '../../data/db/schema.ts';
import type { CatalogRow } from '../files.ts';
import { mm, round } from './random.ts';

type ValueRow = CatalogRow<'filter_values'>;
export type ValueDef = Omit<ValueRow, 'flow' | 'queryParameterName' | 'sortOrder'>;

export type CategoryDef = {
  id: number;
  code: string;
  name: string;
  role?: CategoryRole;
  stepPath?: string;
  byInch?: boolean;
  values?: readonly ValueDef[];
};

/** Formats an inch value the way the screens print it, e.g. 3.12 -> '3.12"'. */
export const inchName = (inch: number) => `${inch.toFixed(2)}"`;

export class FacetBuilder {
  private categories: CatalogRow<'filter_categories'>[] = [];
  private values = new Map<string, ValueRow>();
  private inchIds = new Map<string, Map<number, number>>();
  private facets = new Map<string, CatalogRow<'part_facets'>>();
  private used = new Set<string>();

  /** Declares a flow's categories in the order the flow asks them, with their static values. */
  flow(flow: Flow, defs: readonly CategoryDef[]): void {
    defs.forEach((d, order) => {
      this.categories.push({
        flow,
        id: d.id,
        queryParameterName: d.code,
        name: d.name,
        sortOrder: order,
        role: d.role ?? 'question',
        stepPath: d.stepPath ?? null,
        matchByInch: d.byInch ?? false,
      });
      (d.values ?? []).forEach((v, i) => {
        this.values.set(`${flow}|${d.code}|${v.id}`, {
          flow,
          queryParameterName: d.code,
          sortOrder: i,
          ...v,
        });
      });
    });
  }

  /** Links a part to a value by id; the value must be declared. */
  link(flow: Flow, part: string, code: string, valueId: number | null | undefined): void {
    if (valueId === null || valueId === undefined) return;
    const key = `${flow}|${code}|${valueId}`;
    if (!this.values.has(key)) throw new Error(`undeclared filter value ${key}`);
    this.used.add(key);
    this.facets.set(`${flow}|${part}|${code}|${valueId}`, {
      flow,
      partNumber: part,
      queryParameterName: code,
      valueId,
    });
  }

  /** Links a part to a numeric value, declaring it on first use (ids follow first use). */
  linkInch(
    flow: Flow,
    part: string,
    code: string,
    inch: number | null | undefined,
    extra?: Partial<ValueDef>,
  ) {
    if (inch === null || inch === undefined) return;
    const value = round(inch, 3);
    const scope = `${flow}|${code}`;
    let ids = this.inchIds.get(scope);
    if (!ids) {
      ids = new Map();
      this.inchIds.set(scope, ids);
    }
    let id = ids.get(value);
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(value, id);
      this.values.set(`${scope}|${id}`, {
        flow,
        queryParameterName: code,
        id,
        sortOrder: 0,
        name: inchName(value),
        inch: value,
        inches: value.toFixed(2),
        millimeter: mm(value),
        ...extra,
      });
    }
    this.link(flow, part, code, id);
  }

  /** Links a part to a value named by a whole number (stud hole count, casting number, rating). */
  linkNumber(flow: Flow, part: string, code: string, id: number, name: string) {
    const key = `${flow}|${code}|${id}`;
    if (!this.values.has(key)) {
      this.values.set(key, { flow, queryParameterName: code, id, sortOrder: 0, name });
    }
    this.link(flow, part, code, id);
  }

  /** The three tables; values no part uses are left out (the importer rejects unused values). */
  build(): {
    filter_categories: CatalogRow<'filter_categories'>[];
    filter_values: ValueRow[];
    part_facets: CatalogRow<'part_facets'>[];
  } {
    const values = [...this.values.entries()]
      .filter(([key]) => this.used.has(key))
      .map(([, v]) => v)
      .sort(
        (a, b) =>
          a.flow.localeCompare(b.flow) ||
          a.queryParameterName.localeCompare(b.queryParameterName) ||
          (a.inch ?? 0) - (b.inch ?? 0) ||
          a.sortOrder - b.sortOrder ||
          a.id - b.id,
      );
    // Number the display order within each category after sorting.
    let scope = '';
    let order = 0;
    for (const v of values) {
      const s = `${v.flow}|${v.queryParameterName}`;
      order = s === scope ? order + 1 : 0;
      scope = s;
      v.sortOrder = order;
    }
    const facets = [...this.facets.values()].sort(
      (a, b) =>
        a.flow.localeCompare(b.flow) ||
        a.partNumber.localeCompare(b.partNumber) ||
        a.queryParameterName.localeCompare(b.queryParameterName) ||
        a.valueId - b.valueId,
    );
    return { filter_categories: this.categories, filter_values: values, part_facets: facets };
  }
}
