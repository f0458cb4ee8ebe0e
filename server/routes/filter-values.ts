// The filter values call both filter route modules share (the hub wizard's and the parts flows'): the
// values still possible, and the one rule for a code the flow does not ask, written once.
import type { FilterCategory, Flow } from '../../tools/catalog/facets.ts';
import type { Pairs } from '../../tools/catalog/filter-pairs.ts';
import { tools } from '../../tools/index.ts';
import { runTool, type ToolContext } from '../../tools/tool.ts';
import { AppError, type FieldIssue } from '../http/errors.ts';

/** How a route names a code its flow does not ask (its 400's message and field issue). */
export type UnknownFilter = {
  /** Whether a navigation category (a step without values) counts as unknown here. */
  navigationIsUnknown: boolean;
  message: (code: string) => string;
  issue: (categories: readonly FilterCategory[]) => FieldIssue;
};

/**
 * The values of `code` given `pairs`. Only an empty answer can hide an unknown code, so the categories
 * are looked up then, not on every call; an unknown code is a 400.
 */
export async function filterValuesOrUnknown(
  ctx: ToolContext,
  flow: Flow,
  code: string,
  pairs: Pairs,
  unknown: UnknownFilter,
  /** Add how many parts match and how many each value leaves (the current clients; never an old one). */
  counts = false,
) {
  const values = await runTool(tools.filterValues, { flow, code, pairs, ...(counts ? { counts } : {}) }, ctx);
  if (values.Results.length) return values;
  const categories = await runTool(tools.filterCategories, { flow }, ctx);
  const category = categories.find((k) => k.QueryParameterName === code);
  if (!category || (unknown.navigationIsUnknown && category.Role === 'navigation'))
    throw new AppError('bad_request', unknown.message(code), [unknown.issue(categories)]);
  return values;
}
