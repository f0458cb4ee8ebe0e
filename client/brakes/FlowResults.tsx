// The result filter of a flow (brnum, hanum, sdnum): the parts that fit every answer.
import type { DrumSummary } from '../../tools/catalog/brake-drums.ts';
import type { RotorSummary } from '../../tools/catalog/brake-rotors.ts';
import type { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import type { Stud } from '../../tools/catalog/studs.ts';
import {
  type FlowPairs,
  PARTS_FLOWS,
  type PartsFlowId,
  resultsOf,
  SPLINED_ROTOR_TYPE,
  usableStuds,
} from '../../tools/engine/parts-flow/index.ts';
import { useApi } from '../data/useApi.ts';
import { couldNotLoad, ErrorCard } from '../ui/ErrorCard.tsx';
import { NotFoundCard } from '../ui/PageFrame.tsx';
import { useSearched } from '../ui/SearchedHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { CastingHubResults } from './CastingHubResults.tsx';
import { DrumResults } from './DrumResults.tsx';
import { SplinedView } from './Outcomes.tsx';
import { RotorResults } from './RotorResults.tsx';
import { StudResults } from './StudResults.tsx';
import { filterValuesUrl } from './useFlowStep.ts';

type Listing<T> = { Status: string; Results: T[] };

export function FlowResults({ flow, pairs }: { flow: PartsFlowId; pairs: FlowPairs }) {
  const def = PARTS_FLOWS[flow];
  // a casting number search's results say what was searched, as the number searches' do
  const searched = useSearched();
  const splinedChosen =
    (flow === 'rotor' || flow === 'rotorcasting') && pairs.brtyp === String(SPLINED_ROTOR_TYPE);
  const res = useApi<Listing<unknown>>(splinedChosen ? null : filterValuesUrl(def, def.resultCode, pairs));
  if (splinedChosen) return <SplinedView pairs={pairs} />;
  if (res.state === 'loading') return <Spinner label="Receiving results" />;
  if (res.state === 'error') return <ErrorCard message={couldNotLoad('the results')} onRetry={res.retry} />;
  if (flow === 'stud') {
    const studs = usableStuds(res.data as Listing<Stud>);
    return studs ? <StudResults studs={studs} searched={searched} /> : <NotFoundCard />;
  }
  const list = resultsOf(res.data);
  if (!list.length) return <NotFoundCard />;
  if (flow === 'casting') return <CastingHubResults hubs={list as HubAssemblyDetail[]} searched={searched} />;
  if (flow === 'drum' || flow === 'drumcasting')
    return <DrumResults drums={list as DrumSummary[]} searched={searched} />;
  const rotors = list as RotorSummary[];
  if (rotors.every((r) => r.BrakeRotorTypeId === SPLINED_ROTOR_TYPE)) return <SplinedView pairs={pairs} />;
  return <RotorResults rotors={rotors} searched={searched} />;
}
