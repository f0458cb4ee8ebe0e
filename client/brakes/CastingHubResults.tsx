// Hub casting flow results: the hubs made from the casting, each linking to its details.

import { Link } from 'react-router';
import type { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { longStudLabel } from '../../tools/engine/parts-flow/index.ts';
import { searchedHeading } from '../../tools/engine/shared/display/searched.ts';
import { hubKind } from '../../tools/engine/shared/hub-card.ts';
import { recommendedTitle } from '../../tools/engine/shared/texts.ts';
import { Badge } from '../ui/Badge.tsx';
import { FROM_RESULTS } from '../ui/from-results.ts';
import { PLACEHOLDER_IMAGE } from '../ui/PageFrame.tsx';
import { useCarrySearched } from '../ui/SearchedHeading.tsx';
import { ResultList } from './ResultList.tsx';

/** `searched`: the casting number a number search found (the heading names it and the hubs). */
export function CastingHubResults({
  hubs,
  searched = null,
  listedNote = null,
}: {
  hubs: readonly HubAssemblyDetail[];
  searched?: string | null;
  /** The list is cut at 60: what it says of the rest (ResultList). */
  listedNote?: string | null;
}) {
  const carry = useCarrySearched();
  return (
    <ResultList
      listedNote={listedNote}
      searched={
        searched
          ? searchedHeading(
              searched,
              hubs.map((h) => ({ number: h.HubAssemblyNumber })),
            )
          : null
      }
      title={recommendedTitle('hub', hubs.length)}
      items={hubs}
      itemKey={(h) => h.HubAssemblyNumber}
      render={(h) => {
        const longStud = longStudLabel(h.WheelMaterial);
        return (
          <article className="hub-card part-result">
            <img
              className="hub-card-image"
              src={h.Images[0]?.ImageUrl ?? PLACEHOLDER_IMAGE}
              alt={`Hub assembly ${h.HubAssemblyNumber}`}
              width={96}
              height={96}
            />
            <div>
              <Badge
                text={hubKind(h.AftermarketDescription)}
                tone={hubKind(h.AftermarketDescription).toLowerCase()}
              />
              <p className="hub-card-number">{h.HubAssemblyNumber}</p>
              {longStud ? <p className="part-axle">{longStud}</p> : null}
              <p className="hub-card-description">{h.Description}</p>
              <p className="hub-card-description">Casting {h.HubCastingNumber}</p>
              <Link
                className="button button-primary"
                to={carry(`/hub/details/${h.HubAssemblyNumber}`)}
                state={FROM_RESULTS}
              >
                See Details
              </Link>
            </div>
          </article>
        );
      }}
    />
  );
}
