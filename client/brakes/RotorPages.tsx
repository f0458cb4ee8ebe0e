// Rotor pages reached by number: recommended rotors for a search result, rotors of a casting, details.

import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { RotorSummary } from '../../tools/catalog/brake-rotors.ts';
import {
  DISCONTINUED_ROTOR,
  resultsOf,
  rotorKitAxle,
  rotorNotes,
  SPLINED_ROTOR_TYPE,
} from '../../tools/engine/parts-flow/index.ts';
import { count, inchesWithMm } from '../../tools/engine/shared/display/format.ts';
import { rotorMillimeters } from '../../tools/engine/shared/display/units.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { api } from '../data/api-client.ts';
import { apiQuery } from '../data/queries.ts';
import { toStatus, useApi } from '../data/useApi.ts';
import { NumberDetailsFrame } from '../search/NumberDetailsFrame.tsx';
import { ShareActions } from '../share/ShareActions.tsx';
import { Badge } from '../ui/Badge.tsx';
import { DocumentLink, isSafeHref } from '../ui/DocumentLink.tsx';
import { ResultsFailed } from '../ui/ErrorCard.tsx';
import { DetailsHead, NotFoundCard, SpecsTable } from '../ui/PageFrame.tsx';
import { SearchedFor, useSearched } from '../ui/SearchedHeading.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { DiscontinuedView, SplinedView } from './Outcomes.tsx';
import { RotorResults } from './RotorResults.tsx';
import { ReturnToResults } from './Specs.tsx';

type Listing<T> = { Status: string; Results: T[] };
const digits = (s: string | undefined) => (s && /^\d{1,10}$/.test(s) ? s : null);

function RotorListing({ path, empty }: { path: string | null; empty: ReactNode }) {
  const res = useApi<Listing<RotorSummary>>(path);
  if (!path) return <>{empty}</>;
  if (res.state === 'loading') return <Spinner label="Receiving results" />;
  if (res.state === 'error') return <ResultsFailed onRetry={res.retry} />;
  return <RotorList rotors={resultsOf(res.data)} empty={empty} />;
}

type ListProps = { rotors: readonly RotorSummary[]; empty: ReactNode; searched?: string | null };
function RotorList({ rotors, empty, searched = null }: ListProps) {
  if (!rotors.length) return <>{empty}</>;
  if (rotors.every((r) => r.BrakeRotorTypeId === SPLINED_ROTOR_TYPE)) return <SplinedView pairs={{}} />;
  return <RotorResults rotors={rotors} searched={searched} />;
}

/**
 * /hub/replacement-rotor/recommended-rotors/:rotorId: everything comes from the id (the server says which
 * rotor it names), so the link stands alone; a query the chat once added is not needed. No active rotor
 * is the discontinued message for that rotor (10009970 always is); an id that names no rotor is not found.
 */
export function RecommendedRotorsPage() {
  const id = digits(useParams().rotorId);
  const carried = useSearched();
  const res = useApi(id ? apiQuery(api.v11.brakerotor.summaries, { query: { cbrid: id } }) : null);
  let body: ReactNode;
  if (!id) body = <NotFoundCard />;
  // a failed lookup is no 'not found': said so, with Retry
  else if (res.state === 'error') body = <ResultsFailed onRetry={res.retry} />;
  else if (res.state === 'loading') body = <Spinner label="Receiving results" />;
  else {
    const searched = res.data.Searched;
    const rotors = resultsOf(res.data);
    if (!searched) body = <NotFoundCard />;
    else if (searched.PartNumber === DISCONTINUED_ROTOR)
      body = <DiscontinuedView number={searched.PartNumber} />;
    else
      body = (
        <RotorList
          rotors={rotors}
          empty={<DiscontinuedView number={searched.PartNumber} />}
          // the id names the searched number, so a link without the query still says it
          searched={carried ?? `${searched.Competitor} ${searched.CompetitorPartNumber}`}
        />
      );
  }
  return (
    <>
      <StepBar />
      <section className="page">{body}</section>
    </>
  );
}

/** /hub/replacement-rotor/rotors/:casting: the rotors made from one casting. */
export function RotorsByCastingPage() {
  const casting = digits(useParams().casting);
  return (
    <>
      <StepBar />
      <section className="page">
        <RotorListing
          path={casting && casting.length >= 5 ? `/api/v11/brakerotor/summaries/${casting}` : null}
          empty={<NotFoundCard />}
        />
      </section>
    </>
  );
}

const inchMm = (n: number | null) => inchesWithMm(n, n == null ? 0 : rotorMillimeters(n));

const ROTOR_TYPES = [PART_TYPE.rotor];
const rotorDetailsRoute = (n: string) => `/hub/replacement-rotor/rotordetails/${encodeURIComponent(n)}`;

/** /hub/replacement-rotor/rotordetails/:rotorNumber[/:kitNumber] */
export function RotorDetailsPage() {
  const { rotorNumber = '', kitNumber } = useParams();
  const number = digits(rotorNumber);
  const res = useApi(
    number && number.length >= 5
      ? apiQuery(api.v11.brakerotor.details[':number'], { param: { number } })
      : null,
  );
  const rotor = res.state === 'done' ? resultsOf(res.data)[0] : undefined;
  const kit = rotor?.Kits.find((k) => k.BrakeRotorKitNumber === kitNumber) ?? rotor?.Kits[0];
  // another brand's rotor number ('30691R'): the maker rotor it crosses to opens in its place
  const missing = !number || number.length < 5 || (res.state === 'done' && !rotor);
  return (
    <NumberDetailsFrame
      typed={rotorNumber}
      status={missing ? { state: 'not-found' } : toStatus(res)}
      partTypeIds={ROTOR_TYPES}
      route={rotorDetailsRoute}
      loadingLabel="Loading rotor details"
      what="this rotor"
    >
      {() =>
        rotor ? (
          <article className="details">
            <SearchedFor number={rotor.BrakeRotorNumber} />
            <DetailsHead imageUrl={rotor.Images[0]?.ImageUrl} imageAlt={`Rotor ${rotor.BrakeRotorNumber}`}>
              <Badge text={rotor.BrakeRotorType} />
              <p className="details-number">{rotor.BrakeRotorNumber}</p>
              {kit ? (
                <p className="details-description">Brake Rotor Kit Number: {kit.BrakeRotorKitNumber}</p>
              ) : null}
              {kit ? (
                <p className="details-description">{rotorKitAxle(kit.BrakeRotorKitNumber, kit.AxleLabel)}</p>
              ) : null}
            </DetailsHead>
            <h2 className="details-subtitle">Product Specs</h2>
            <SpecsTable
              rows={[
                ['Brake Rotor Number', rotor.BrakeRotorNumber],
                ['Rotor Type', rotor.BrakeRotorType],
                ['A Overall Length', inchMm(rotor.OverallLength)],
                ['B Brake Surface Outside Diameter', inchMm(rotor.BrakeSurfaceOutsideDiameter)],
                ['C Thickness', inchMm(rotor.Thickness)],
                ['D Pilot Diameter', inchMm(rotor.PilotDiameter)],
                ['E Bolt Circle', inchMm(rotor.BoltCircle)],
                ['F Bolt Size', rotor.BoltSize ?? '-'],
                ['Number of Bolt Holes', count(rotor.BoltHoleNumber)],
                ...(kit
                  ? ([
                      ['Brake Rotor Kit Number', kit.BrakeRotorKitNumber],
                      ['Kit Contents', kit.Components ?? '-'],
                    ] as [string, string][])
                  : []),
              ]}
            />
            <h2 className="details-subtitle">Notes</h2>
            <ul className="part-notes">
              {rotorNotes({
                ...rotor,
                ReplacesKitNumber: kit?.ReplacesKitNumber ?? null,
                Notes: [...rotor.Notes, ...(kit?.Notes ?? [])],
              }).map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            {kit && isSafeHref(kit.InstructionLink) ? (
              <p>
                <DocumentLink href={kit.InstructionLink}>
                  Installation instructions for kit {kit.BrakeRotorKitNumber}
                </DocumentLink>
              </p>
            ) : null}
            <ShareActions
              title={`Rotor ${rotor.BrakeRotorNumber}`}
              slip={{
                title: kit ? `Rotor kit ${kit.BrakeRotorKitNumber}` : `Rotor ${rotor.BrakeRotorNumber}`,
                // the kit holds the rotor: one line, or the counter would hand over two rotors
                lines: [
                  kit
                    ? {
                        number: kit.BrakeRotorKitNumber,
                        description:
                          rotorKitAxle(kit.BrakeRotorKitNumber, kit.AxleLabel) || 'Brake rotor kit',
                        notes: kit.Components ? [kit.Components] : [],
                      }
                    : { number: rotor.BrakeRotorNumber, description: `${rotor.BrakeRotorType} brake rotor` },
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
