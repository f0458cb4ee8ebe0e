// Drum pages reached by number: recommended drums for a search result (or the not-found view), details.

import { Link, useParams } from 'react-router';
import { resultsOf } from '../../tools/engine/parts-flow/index.ts';
import { inches, pounds, yesNo } from '../../tools/engine/shared/display/format.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { api } from '../data/api-client.ts';
import { apiQuery } from '../data/queries.ts';
import { toStatus, useApi } from '../data/useApi.ts';
import { NumberDetailsFrame } from '../search/NumberDetailsFrame.tsx';
import { ShareActions } from '../share/ShareActions.tsx';
import { Badge } from '../ui/Badge.tsx';
import { ResultsFailed } from '../ui/ErrorCard.tsx';
import { DetailsHead, NotFoundCard, SpecsTable } from '../ui/PageFrame.tsx';
import { SearchedFor, useSearched } from '../ui/SearchedHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { DrumResults } from './DrumResults.tsx';
import { ReturnToResults } from './Specs.tsx';

const digits = (s: string | undefined) => (s && /^\d{1,10}$/.test(s) ? s : null);

/** /hub/replacement-drum/recommended-drums/:drumId */
export function RecommendedDrumsPage() {
  const id = digits(useParams().drumId);
  const searched = useSearched();
  const res = useApi(id ? apiQuery(api.v11.brakedrum.summaries, { query: { cbdid: id } }) : null);
  const drums = res.state === 'done' ? resultsOf(res.data) : [];
  return (
    <>
      <StepBar />
      <section className="page">
        {!id || (res.state === 'done' && !drums.length) ? (
          <NotFoundCard />
        ) : res.state === 'error' ? (
          // a failed lookup is no 'not found': said so, with Retry
          <ResultsFailed onRetry={res.retry} />
        ) : res.state === 'loading' ? (
          <Spinner label="Receiving results" />
        ) : (
          <DrumResults drums={drums} searched={searched} />
        )}
      </section>
    </>
  );
}

const DRUM_TYPES = [PART_TYPE.drum];
const drumDetailsRoute = (n: string) => `/hub/replacement-drum/drumdetails/${encodeURIComponent(n)}`;

/** /hub/replacement-drum/drumdetails/:drumNumber */
export function DrumDetailsPage() {
  const typed = useParams().drumNumber ?? '';
  const number = digits(typed);
  const res = useApi(
    number && number.length >= 5
      ? apiQuery(api.v11.brakedrum.details[':id'], { param: { id: number } })
      : null,
  );
  const drum = res.state === 'done' ? resultsOf(res.data)[0] : undefined;
  // another brand's drum number ('3922X'): the maker drum it crosses to opens in its place
  const missing = !number || number.length < 5 || (res.state === 'done' && !drum);
  return (
    <NumberDetailsFrame
      typed={typed}
      status={missing ? { state: 'not-found' } : toStatus(res)}
      partTypeIds={DRUM_TYPES}
      route={drumDetailsRoute}
      loadingLabel="Loading drum details"
      what="this drum"
    >
      {() =>
        drum ? (
          <article className="details">
            <SearchedFor number={drum.BrakeDrumNumber} />
            <DetailsHead imageUrl={drum.Images[0]?.ImageUrl} imageAlt={`Drum ${drum.BrakeDrumNumber}`}>
              <Badge text={drum.BrakeType} />
              <p className="details-number">{drum.BrakeDrumNumber}</p>
            </DetailsHead>
            <h2 className="details-subtitle">Product Specs</h2>
            <SpecsTable
              rows={[
                ['Drum Number', drum.BrakeDrumNumber],
                ['Status', drum.Status],
                ['Type', drum.BrakeDrumType],
                ['A Size - Diameter', inches(drum.BrakeSizeDiameterInch)],
                ['B Shoe Width', inches(drum.BrakeSizeWidthInch)],
                ['C Pilot Diameter', inches(drum.PilotDiameterInch)],
                ['D Overall Depth', inches(drum.DepthInch)],
                ['E Surface - Width', inches(drum.DrumSurfaceWidthInch)],
                ['F Flange Thickness', inches(drum.ThicknessInch)],
                ['G Bolt Circle Diameter', inches(drum.BoltCircleDiameterInch)],
                ['H Bolt Hole Diameter', inches(drum.BoltHoleDiameterInch)],
                ['Number of Holes', String(drum.WheelStudHoleCount)],
                ['Ball Seat Nut Compatible', yesNo(drum.IsBsnCompatible)],
                ['Weight', pounds(drum.WeightPound)],
              ]}
            />
            <h2 className="details-subtitle">Notes</h2>
            {drum.Notes.length ? (
              <ul className="part-notes">
                {drum.Notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">No notes.</p>
            )}
            <h2 className="details-subtitle">Interchangeable drums</h2>
            <table className="specs interchanges">
              <thead>
                <tr>
                  <th scope="col">Drum</th>
                  <th scope="col">Type</th>
                  <th scope="col">Weight</th>
                  <th scope="col">
                    <span className="visually-hidden">Best match</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {drum.Interchanges.map((i) => (
                  <tr key={i.BrakeDrumNumber}>
                    <td>
                      <Link to={`/hub/replacement-drum/drumdetails/${i.BrakeDrumNumber}`}>
                        {i.BrakeDrumNumber}
                      </Link>
                    </td>
                    <td>
                      {i.Type}
                      {i.IsBsnCompatible ? '*' : ''}
                    </td>
                    <td>{pounds(i.WeightPound)}</td>
                    <td>{i.IsBestMatch ? <strong>Best Match</strong> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted">* Ball Seat Nut compatible</p>
            <ShareActions
              title={`Drum ${drum.BrakeDrumNumber}`}
              slip={{
                title: `Drum ${drum.BrakeDrumNumber}`,
                lines: [
                  {
                    number: drum.BrakeDrumNumber,
                    description: [drum.BrakeType, drum.BrakeDrumType, 'brake drum'].filter(Boolean).join(' '),
                  },
                ],
              }}
            />
            <ReturnToResults />
          </article>
        ) : null
      }
    </NumberDetailsFrame>
  );
}
