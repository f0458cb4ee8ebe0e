// Results reached with questions left open (Not sure, or the parts taken early): which of those questions
// would tell the parts apart, each a link back to it with the other answers kept (decision 037).
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { FilterCategory, FilterValue } from '../../tools/catalog/facets.ts';
import {
  type FlowPairs,
  filterRoute,
  PARTS_FLOWS,
  type PartsFlowId,
  resultsOf,
  separatingQuestions,
  withoutAnswer,
} from '../../tools/engine/parts-flow/index.ts';
import { answerLabel, separateText } from '../../tools/engine/shared/narrowing.ts';
import { getJson } from '../api.ts';
import { filterValuesUrl } from './useFlowStep.ts';

type Props = { flow: PartsFlowId; pairs: FlowPairs; categories: readonly FilterCategory[]; shown: number };

export function SeparateNote({ flow, pairs, categories, shown }: Props) {
  const def = PARTS_FLOWS[flow];
  const key = `${flow}|${JSON.stringify(pairs)}`;
  const [open, setOpen] = useState<{ key: string; codes: string[] } | null>(null);
  useEffect(() => {
    if (shown < 2) return;
    const controller = new AbortController();
    separatingQuestions(categories, pairs, async (code, p) => [
      ...resultsOf(
        await getJson<{ Status: string; Results: FilterValue[] }>(
          filterValuesUrl(def, code, { ...p }),
          controller.signal,
        ),
      ),
    ])
      .then((found) => setOpen({ key, codes: found.map((q) => q.code) }))
      // the note is a help, not the answer: without it the results still stand
      .catch(() => undefined);
    return () => controller.abort();
  }, [key, def, categories, pairs, shown]);
  if (shown < 2 || !open || open.key !== key || !open.codes.length) return null;
  const nameOf = (code: string) => categories.find((c) => c.QueryParameterName === code)?.Name ?? code;
  return (
    <div className="card separate-note" role="note">
      <p>
        {separateText(
          flow,
          shown,
          open.codes.map((c) => nameOf(c)),
        )}
      </p>
      <div className="separate-links">
        {open.codes.map((code) => (
          <Link
            key={code}
            className="button button-quiet"
            to={filterRoute(def.route, code, withoutAnswer(pairs, code))}
          >
            {answerLabel(nameOf(code))}
          </Link>
        ))}
      </div>
    </div>
  );
}
