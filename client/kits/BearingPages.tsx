// Bearing screens: /hub/bearing-detail/{partNumber} (the set and every axle it is on),
// /hub/bearing-filter/{partNumber} (the entry: pick the axle) and
// /hub/bearing-filter-detail/{partNumber}/{filterId} (one bearing on one axle: type, position, set, sizes).
import { useMemo } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { splitBearingNotes } from '../../tools/catalog/bearing-notes.ts';
import type { BearingFilterDetail } from '../../tools/catalog/bearings.ts';
import { inches2 } from '../../tools/engine/shared/display/format.ts';
import { orDash, PartDetailFrame, ProductDetails } from './PartDetail.tsx';
import { CollapsibleKitRow } from './RebuildKitContents.tsx';
import { type LookupSpec, usePartLookup } from './usePartLookup.ts';

const enc = encodeURIComponent;

function bearingLookup(axleId?: string): LookupSpec {
  return {
    path: (n) => `/api/v11/kits/bearing/${enc(n)}${axleId ? `?axleIds=${enc(axleId)}` : ''}`,
    crossReference: (n) => `/api/v11/kits/bearingCrossReference/${enc(n)}`,
  };
}
const ALL_AXLES = bearingLookup();

export const bearingFilterDetailPath = (partNumber: string, filterId: number) =>
  `/hub/bearing-filter-detail/${enc(partNumber)}/${filterId}`;

function BearingNotes({ notes }: { notes: string | null }) {
  const lines = splitBearingNotes(notes);
  if (!lines.length) return null;
  return (
    <ul className="bearing-notes">
      {lines.map((line) => (
        <li key={`${line.label}${line.text}`}>
          {line.label ? <span className="bearing-note-label">{line.label}:</span> : null} {line.text}
        </li>
      ))}
    </ul>
  );
}

function AxleList({ records }: { records: BearingFilterDetail[] }) {
  const onAxles = records.filter((r): r is BearingFilterDetail & { FilterId: number } => r.FilterId != null);
  if (!onAxles.length) return null;
  return (
    <>
      <h2 className="details-subtitle">Used on these axles</h2>
      <ul className="choices bearing-axles">
        {onAxles.map((r) => (
          <li key={r.FilterId}>
            <Link className="choice" to={bearingFilterDetailPath(r.PartNumber, r.FilterId)}>
              <span className="choice-label">
                {r.Axle} · {r.AxlePostion}
              </span>
              <span className="choice-note">{r.BearingType} bearing</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export function BearingDetailPage() {
  const partNumber = useParams().partNumber ?? '';
  const lookup = usePartLookup<BearingFilterDetail>(ALL_AXLES, partNumber);
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading bearing">
      {({ items, via }) => {
        const set = items[0];
        if (!set) return null;
        return (
          <ProductDetails
            imageUrl={items.find((r) => r.ImageURL)?.ImageURL ?? null}
            imageAlt={`Bearing set ${set.PartNumber}`}
            partNumber={set.PartNumber}
            lines={[set.Description]}
            via={via}
            specs={[
              ['Product Type', set.Type],
              ['Bearing Type', orDash(set.BearingType)],
              ['Reference Set No.', orDash(items.find((r) => r.ReferenceSetNo)?.ReferenceSetNo)],
              // the set's sizes, as the chat's bearing card shows them (the same on every axle)
              ['Id(IN.)', inches2(set.BoreDiameterInch)],
              ['Od(IN.)', inches2(set.OuterDiameterInch)],
              ['Width(IN.)', inches2(set.Width)],
              ['Preset / Preset Plus Hub Rebuild Kit', orDash(set.PreSetPreSetPlusRebuildKitNumber)],
              ['Cone Number', set.ConeNumber],
              ['Cup Number', set.CupNumber],
              ['Notes', set.Notes ? <BearingNotes key="notes" notes={set.Notes} /> : '-'],
            ]}
          >
            <AxleList records={items} />
          </ProductDetails>
        );
      }}
    </PartDetailFrame>
  );
}

/** The bearing filter entry: one axle goes straight to its detail, several are offered as choices. */
export function BearingFilterEntryPage() {
  const partNumber = useParams().partNumber ?? '';
  const lookup = usePartLookup<BearingFilterDetail>(ALL_AXLES, partNumber);
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading bearing">
      {({ items, partNumber: found }) => {
        const onAxles = items.filter((r) => r.FilterId != null);
        const only = onAxles.length === 1 ? onAxles[0] : undefined;
        if (only?.FilterId != null)
          return <Navigate replace to={bearingFilterDetailPath(found, only.FilterId)} />;
        return (
          <div className="details">
            <h1 className="details-title">Bearing {found}</h1>
            <p className="lead">Choose the axle to see this bearing's details on it.</p>
            {onAxles.length ? (
              <AxleList records={onAxles} />
            ) : (
              <p>This bearing set is not listed on any axle.</p>
            )}
          </div>
        );
      }}
    </PartDetailFrame>
  );
}

export function BearingFilterDetailPage() {
  const { partNumber = '', filterId = '' } = useParams();
  const valid = /^[1-9]\d{0,8}$/.test(filterId);
  const spec = useMemo(() => bearingLookup(valid ? filterId : '0'), [valid, filterId]);
  // an axle id no link of ours carries (an edited one): nothing to ask for, so not found, not a failure
  // to retry (no number: the lookup makes no request)
  const lookup = usePartLookup<BearingFilterDetail>(spec, valid ? partNumber : '');
  return (
    <PartDetailFrame lookup={lookup} partNumber={partNumber} loadingLabel="Loading bearing details">
      {({ items: [b], via }) =>
        b ? (
          <ProductDetails
            imageUrl={b.ImageURL}
            imageAlt={`Bearing ${b.PartNumber}`}
            partNumber={b.PartNumber}
            lines={[
              `Bearing Type: ${orDash(b.BearingType)}`,
              `Axle: ${orDash(b.Axle)}`,
              `Axle Position: ${orDash(b.AxlePostion)}`,
            ]}
            via={via}
            specs={[
              ['Axle Position', orDash(b.AxlePostion)],
              ['Axle', orDash(b.Axle)],
              ['Product Type', orDash(b.Type)],
              ['Bearing Type', orDash(b.BearingType)],
              ['Reference Set No.', orDash(b.ReferenceSetNo)],
              ['Id(IN.)', inches2(b.BoreDiameterInch)],
              ['Od(IN.)', inches2(b.OuterDiameterInch)],
              ['Width(IN.)', inches2(b.Width)],
            ]}
          >
            <CollapsibleKitRow
              label="Preset / Preset Plus Hub Rebuild Kit"
              kitNumber={b.PreSetPreSetPlusRebuildKitNumber}
            />
          </ProductDetails>
        ) : null
      }
    </PartDetailFrame>
  );
}
