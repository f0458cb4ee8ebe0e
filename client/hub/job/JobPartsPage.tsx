// /hub/job/:assemblyNumber?mode=replace|rebuild&ends=1|2: the job's parts list as a classic page. The
// state lives in the URL, so a shared link opens exactly this list on any device; a toggle replaces it.
import { Link, useParams, useSearchParams } from 'react-router';
import {
  type JobEnds,
  JobEnds as JobEndsSchema,
  JobMode,
  type JobPartsData,
  jobPartsRoute,
  type SpindleStyle,
  SpindleStyle as SpindleStyleSchema,
} from '../../../tools/engine/shared/job-parts-data.ts';
import { PART_TYPE } from '../../../tools/part-number/part-types.ts';
import { crossedStatus, useCrossedNumber } from '../../data/crossed-number.ts';
import { toStatus, useApi } from '../../data/useApi.ts';
import { LaterElsewhereOffers } from '../../search/LaterElsewhereOffers.tsx';
import { jobSlip } from '../../share/job-slip.ts';
import { ShareActions } from '../../share/ShareActions.tsx';
import { NotFoundCard, PageFrame } from '../../ui/PageFrame.tsx';
import { SearchedFor } from '../../ui/SearchedHeading.tsx';
import { HUB_NUMBER } from '../useHubDetail.ts';
import { JobEmailForm } from './JobEmailForm.tsx';
import { JobPartsView } from './JobPartsView.tsx';

/** The page's state from its query; a value not allowed falls back to the default (or none). */
export function readJobQuery(params: URLSearchParams): {
  mode: JobMode;
  ends: JobEnds;
  plus: boolean;
  spindle: SpindleStyle | null;
} {
  const mode = JobMode.safeParse(params.get('mode'));
  const ends = JobEndsSchema.safeParse(params.get('ends'));
  const spindle = SpindleStyleSchema.safeParse(params.get('spindle'));
  return {
    mode: mode.success ? mode.data : 'replace',
    ends: ends.success ? ends.data : 1,
    plus: params.get('nut') === 'plus',
    spindle: spindle.success ? spindle.data : null,
  };
}

const HUB_TYPES = [PART_TYPE.hubAssembly];

export function JobPartsPage() {
  const { assemblyNumber = '' } = useParams();
  const [params] = useSearchParams();
  const { mode, ends, plus, spindle } = readJobQuery(params);
  const valid = HUB_NUMBER.test(assemblyNumber);
  const query = new URLSearchParams({ hanum: assemblyNumber, mode, ends: String(ends) });
  if (plus) query.set('nut', 'plus');
  if (spindle) query.set('spindle', spindle);
  const result = useApi<{ Results: JobPartsData[] }>(valid ? `/api/v15/hubassembly/jobparts?${query}` : null);
  const data = result.state === 'done' ? result.data.Results[0] : undefined;
  // no such hub: its details page would only say so again, so a cold Back starts over
  const unknown = !valid || (result.state === 'done' && !data);
  // another brand's hub number ('001-736-50'): the list of the maker hub it crosses to, the same way and ends
  const crossed = useCrossedNumber(assemblyNumber, unknown, HUB_TYPES, (n) => {
    const kept = new URLSearchParams(params);
    kept.delete('searched');
    const rest = kept.toString();
    return `/hub/job/${encodeURIComponent(n)}${rest ? `?${rest}` : ''}`;
  });
  return (
    <PageFrame
      coldBackTo={unknown ? '/hub' : undefined}
      status={crossedStatus(unknown, crossed, valid ? toStatus(result) : { state: 'ready' })}
      loadingLabel="Loading the parts for this job"
      what="the parts for this job"
    >
      {() =>
        data ? (
          <>
            <SearchedFor number={data.hubAssemblyNumber} />
            <JobPartsView
              data={data}
              headingLevel={1}
              choose={{ kind: 'link', href: (c) => jobPartsRoute(data.hubAssemblyNumber, c.mode, c.ends, c) }}
              // the page's address holds the way and the ends, so the shared link opens this very list
              actions={
                <>
                  <ShareActions title={`${data.title}: hub ${data.hubAssemblyNumber}`} slip={jobSlip(data)} />
                  {/* keyed by the list, so a toggle starts a fresh form for the new list */}
                  <JobEmailForm key={data.route} data={data} />
                </>
              }
            />
          </>
        ) : (
          <NotFoundCard searched={assemblyNumber.slice(0, 40)}>
            <p>We have no hub assembly with this number, so there is no parts list for it.</p>
            {/* another kind's number (a drum's) or a digit off: where it is */}
            <LaterElsewhereOffers typed={assemblyNumber} />
            <p className="actions">
              <Link className="button button-primary" to="/hub/search">
                Search a hub number
              </Link>
              <Link className="button button-quiet" to="/hub">
                Ask the assistant
              </Link>
            </p>
          </NotFoundCard>
        )
      }
    </PageFrame>
  );
}
