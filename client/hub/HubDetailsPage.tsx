// /hub/details/:hubAssemblyNumber: the hub's picture and specifications, on a fresh load too.

import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { inchNumber, measure, yesNo } from '../../tools/engine/shared/display/format.ts';
import { statusLabel } from '../../tools/engine/shared/display/labels.ts';
import { gawrNoteSegments } from '../../tools/engine/shared/display/units.ts';
import { hubKind, hubNotice, warrantyText } from '../../tools/engine/shared/hub-card.ts';
import { partRoute } from '../../tools/engine/shared/part-groups.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { NumberDetailsFrame } from '../search/NumberDetailsFrame.tsx';
import { ShareActions } from '../share/ShareActions.tsx';
import { Badge, StatusLine } from '../ui/Badge.tsx';
import { isSafeHref } from '../ui/DocumentLink.tsx';
import { DetailsHead, SpecsTable } from '../ui/PageFrame.tsx';
import { SearchedFor } from '../ui/SearchedHeading.tsx';
import { HubActions } from './HubActions.tsx';
import { GawrNoteText, GreaseFillLink, WarrantyLine } from './HubDocumentLinks.tsx';
import { prefetchHubDetailOf, useHubDetail } from './useHubDetail.ts';

// a fresh load of a details page: its details are on their way before the router renders the page
if (typeof window !== 'undefined') prefetchHubDetailOf(window.location.pathname);

// the part type of the hub numbers on this page (the routing table's PartTypeId)
const HUB_ASSEMBLY = 115;

/** A part number as a link to its page ('-' when missing; plain text when it has no page). */
function numberLink(typeId: number, n: string | null | undefined): ReactNode {
  if (!n?.trim()) return '-';
  const to = partRoute(typeId, n);
  return to ? (
    <Link className="part-link" to={to}>
      {n}
    </Link>
  ) : (
    n
  );
}

function specRows(h: HubAssemblyDetail): [string, ReactNode][] {
  const bearingType = h.BearingNumbersType ?? 'Set';
  return [
    ['Material', h.Material],
    ['Axle Position', h.AxlePosition],
    ['Axle', h.Axle],
    ['Assembly Type', h.HubAssemblyType],
    // cup/cone references ('3984/3920'), not bearing set numbers: no page of their own to link
    [`Bearing ${bearingType} (Inboard)`, h.BearingNumberInboard ?? '-'],
    [`Bearing ${bearingType} (Outboard)`, h.BearingNumberOutboard ?? '-'],
    ['Compatible Brake Type', h.BrakeType],
    ['Hub Mounting System', h.HubMountingSystem ?? '-'],
    ['Wheel Stud Standout (in.)', inchNumber(h.WheelStudStandoutInch)],
    ['Wheel Material', h.WheelMaterial ?? '-'],
    ['Axle Stud Thread', h.AxleStudThread ?? '-'],
    ['Flange Offset (in.)', inchNumber(h.FlangeOffsetInch)],
    ['Weight (lbs.)', measure(h.WeightPound, 1)],
    ['ABS Ring Included', yesNo(h.ABSRingIncluded)],
    ['Bearing Cones Included', yesNo(h.BearingConesIncluded)],
    ['Seal Included', yesNo(h.SealIncluded)],
    ['Conventional Hub Option', numberLink(HUB_ASSEMBLY, h.ConventionalHubNumber)],
  ];
}

const HUB_TYPES = [PART_TYPE.hubAssembly];
const hubDetailsRoute = (n: string) => `/hub/details/${encodeURIComponent(n)}`;

export function HubDetailsPage() {
  const { hubAssemblyNumber = '' } = useParams();
  const { status, hub } = useHubDetail(hubAssemblyNumber);
  // another brand's hub number ('001-736-50'): the maker hub it crosses to opens in its place
  return (
    <NumberDetailsFrame
      typed={hubAssemblyNumber}
      status={status}
      partTypeIds={HUB_TYPES}
      route={hubDetailsRoute}
      loadingLabel="Loading hub details"
      what="this hub"
    >
      {() => (hub ? <HubDetails hub={hub} /> : null)}
    </NumberDetailsFrame>
  );
}

function HubDetails({ hub }: { hub: HubAssemblyDetail }) {
  const image = hub.Images.find((i) => i.ImageTypeId === 1) ?? hub.Images[0];
  const notice = hubNotice(hub);
  const kind = hubKind(hub.AftermarketDescription);
  // the warranty text for best-value PreSet hubs; the spindle nut case belongs to the results
  const warranty = warrantyText(kind, hub.Description);
  return (
    <article className="details">
      <SearchedFor number={hub.HubAssemblyNumber} />
      <DetailsHead imageUrl={image?.ImageUrl} imageAlt={`Hub assembly ${hub.HubAssemblyNumber}`}>
        <Badge text={kind} tone={kind.toLowerCase()} />
        <p className="details-number">{hub.HubAssemblyNumber}</p>
        <p className="details-description">{hub.Description}</p>
        <StatusLine status={hub.Status} label={statusLabel(hub)} />
        {notice ? <p className="notice">{notice}</p> : null}
        {warranty || isSafeHref(hub.WarrantyLink) ? (
          <p className="details-warranty">
            <WarrantyLine text={warranty} url={hub.WarrantyLink} />
          </p>
        ) : null}
        {hub.GawrNote?.Text ? (
          <p className="details-note">
            <GawrNoteText segments={gawrNoteSegments(hub.GawrNote)} bulletinUrl={hub.GawrNote.IBLink} />
          </p>
        ) : null}
        {hub.GreaseFillLink ? (
          <p className="details-note">
            <GreaseFillLink url={hub.GreaseFillLink} />
          </p>
        ) : null}
      </DetailsHead>
      <h2 className="details-subtitle">Product Specs</h2>
      <SpecsTable rows={specRows(hub)} />
      <HubActions hubAssemblyNumber={hub.HubAssemblyNumber} />
      <ShareActions
        title={`Hub ${hub.HubAssemblyNumber}`}
        slip={{
          title: `Hub ${hub.HubAssemblyNumber}`,
          lines: [
            {
              number: hub.HubAssemblyNumber,
              description: hub.Description,
              notes: warranty ? [warranty] : [],
            },
          ],
        }}
      />
    </article>
  );
}
