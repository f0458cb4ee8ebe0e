// One hub result: image, PreSet/Conventional, number, description, status notice, its lines, warranty and
// GAWR note with their document links, and 'See Details'.

import { Link } from 'react-router';
import type { HubCard } from '../../tools/engine/shared/messages.ts';
import { Badge, StatusLine } from '../ui/Badge.tsx';
import { isSafeHref } from '../ui/DocumentLink.tsx';
import { FROM_RESULTS } from '../ui/from-results.ts';
import { PLACEHOLDER_IMAGE } from '../ui/PageFrame.tsx';
import { useCarrySearched } from '../ui/SearchedHeading.tsx';
import { compareFromRoute } from './compare/compare-from.ts';
import { GawrNoteText, GreaseFillLink, WarrantyLine } from './HubDocumentLinks.tsx';
import { JobPartsAction } from './job/JobPartsAction.tsx';

export function HubCardView({ hub }: { hub: HubCard }) {
  const carry = useCarrySearched();
  const warranty =
    hub.warranty || isSafeHref(hub.warrantyUrl) ? (
      <WarrantyLine text={hub.warranty} url={hub.warrantyUrl} />
    ) : null;
  return (
    <article className="hub-card">
      <img
        className="hub-card-image"
        src={hub.imageUrl ?? PLACEHOLDER_IMAGE}
        alt={`Hub assembly ${hub.hubAssemblyNumber}`}
        width={120}
        height={120}
        loading="lazy"
      />
      <div className="hub-card-body">
        <Badge text={hub.kind} tone={hub.kind.toLowerCase()} />
        <h4 className="hub-card-number">{hub.hubAssemblyNumber}</h4>
        <p className="hub-card-description">{hub.description}</p>
        <StatusLine status={hub.status} label={hub.statusLabel} />
        {hub.notice ? <p className="notice">{hub.notice}</p> : null}
        {hub.lines.length || warranty || hub.gawrNote || hub.greaseFillUrl ? (
          <ul className="hub-card-lines">
            {hub.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
            {warranty ? <li>{warranty}</li> : null}
            {hub.gawrNote ? (
              <li className="hub-card-note">
                <GawrNoteText segments={hub.gawrNote} bulletinUrl={hub.bulletinUrl} />
              </li>
            ) : null}
            {hub.greaseFillUrl ? (
              <li>
                <GreaseFillLink url={hub.greaseFillUrl} />
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="actions hub-card-actions">
          <Link className="button button-primary" to={carry(hub.route)} state={FROM_RESULTS}>
            See Details
          </Link>
          <Link
            className="link-button"
            to={compareFromRoute(hub.hubAssemblyNumber)}
            aria-label={`Compare ${hub.hubAssemblyNumber} with another hub`}
          >
            Compare
          </Link>
          <JobPartsAction
            hubAssemblyNumber={hub.hubAssemblyNumber}
            className="link-button"
            plus={hub.jobNut === 'plus'}
          />
        </div>
      </div>
    </article>
  );
}
