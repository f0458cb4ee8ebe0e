// The result filter of a flow (brnum, hanum, sdnum): the parts that fit every answer.
import type { DrumSummary } from '../../tools/catalog/brake-drums.ts';
import type { RotorSummary } from '../../tools/catalog/brake-rotors.ts';
import type { FilterCategory } from '../../tools/catalog/facets.ts';
import type { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { isCut } from '../../tools/catalog/result-cap.ts';
import type { Stud } from '../../tools/catalog/studs.ts';
import {
  type FlowPairs,
  PARTS_FLOWS,
  type PartsFlowId,
  resultsOf,
  SPLINED_ROTOR_TYPE,
  usableStuds,
} from '../../tools/engine/parts-flow/index.ts';
import { listedText } from '../../tools/engine/shared/narrowing.ts';
import { useApi } from '../data/useApi.ts';
import { ResultsFailed } from '../ui/ErrorCard.tsx';
import { useSearched } from '../ui/SearchedHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CastingHubResults } from './CastingHubResults.tsx';
import { DrumResults } from './DrumResults.tsx';
import { FlowNoResultsView, SplinedView } from './Outcomes.tsx';
import { RotorResults } from './RotorResults.tsx';
import { SeparateNote } from './SeparateNote.tsx';
import { StudResults } from './StudResults.tsx';
import { filterValuesUrl } from './useFlowStep.ts';

/** Total: how many parts fit in all (the list holds the first 60). */
type Listing<T> = { Status: string; Results: T[]; Total?: number };

type Props = {
  flow: PartsFlowId;
  pairs: FlowPairs;
  /** The flow's categories: with them, the results say which open question would separate the parts. */
  categories?: readonly FilterCategory[];
};

export function FlowResults({ flow, pairs, categories }: Props) {
  const def = PARTS_FLOWS[flow];
  // a casting number search's results say what was searched, as the number searches' do
  const searched = useSearched();
  const splinedChosen =
    (flow === 'rotor' || flow === 'rotorcasting') && pairs.brtyp === String(SPLINED_ROTOR_TYPE);
  const res = useApi<Listing<unknown>>(splinedChosen ? null : filterValuesUrl(def, def.resultCode, pairs));
  if (splinedChosen) return <SplinedView pairs={pairs} />;
  if (res.state === 'loading') return <Spinner label="Receiving results" />;
  if (res.state === 'error') return <ResultsFailed onRetry={res.retry} />;
  const total = res.data.Total;
  // the count a question gave ('150 drums') and the list agree: a list cut at 60 says so, and what would
  // separate the parts counts them all
  const listedNote = (listed: number) => (isCut(total) ? listedText(flow, listed, total) : null);
  const note = (listed: number) =>
    categories ? (
      <SeparateNote flow={flow} pairs={pairs} categories={categories} shown={Math.max(total ?? 0, listed)} />
    ) : null;
  if (flow === 'stud') {
    const studs = usableStuds(res.data as Listing<Stud>);
    if (!studs) return <FlowNoResultsView flow={flow} why="no-match" pairs={pairs} categories={categories} />;
    return (
      <>
        {note(studs.length)}
        <StudResults studs={studs} searched={searched} listedNote={listedNote(studs.length)} />
      </>
    );
  }
  const list = resultsOf(res.data);
  if (!list.length)
    return <FlowNoResultsView flow={flow} why="no-match" pairs={pairs} categories={categories} />;
  const rotors = list as RotorSummary[];
  if (
    (flow === 'rotor' || flow === 'rotorcasting') &&
    rotors.every((r) => r.BrakeRotorTypeId === SPLINED_ROTOR_TYPE)
  )
    return <SplinedView pairs={pairs} />;
  return (
    <>
      {note(list.length)}
      {flow === 'casting' ? (
        <CastingHubResults
          hubs={list as HubAssemblyDetail[]}
          searched={searched}
          listedNote={listedNote(list.length)}
        />
      ) : flow === 'drum' || flow === 'drumcasting' ? (
        <DrumResults drums={list as DrumSummary[]} searched={searched} listedNote={listedNote(list.length)} />
      ) : (
        <RotorResults rotors={rotors} searched={searched} listedNote={listedNote(list.length)} />
      )}
    </>
  );
}
