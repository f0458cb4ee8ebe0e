// Recommended drums: brake type (split when long), number, picture, weight, ball seat nut, notes, See Details.

import { Link } from 'react-router';
import type { DrumSummary } from '../../tools/catalog/brake-drums.ts';
import { brakeTypeLines, drumFound } from '../../tools/engine/parts-flow/index.ts';
import { pounds, yesNo } from '../../tools/engine/shared/display/format.ts';
import { searchedHeading } from '../../tools/engine/shared/display/searched.ts';
import { recommendedTitle } from '../../tools/engine/shared/texts.ts';
import { FROM_RESULTS } from '../ui/from-results.ts';
import { PLACEHOLDER_IMAGE } from '../ui/PageFrame.tsx';
import { ResultList } from './ResultList.tsx';

/** `searched`: the brand and number a number search found these by (the heading names them). */
export function DrumResults({
  drums,
  searched,
  listedNote = null,
}: {
  drums: readonly DrumSummary[];
  searched?: string | null;
  /** The list is cut at 60: what it says of the rest (ResultList). */
  listedNote?: string | null;
}) {
  return (
    <ResultList
      listedNote={listedNote}
      searched={searched ? searchedHeading(searched, drums.map(drumFound)) : null}
      title={recommendedTitle('drum', drums.length)}
      items={drums}
      itemKey={(d) => d.BrakeDrumNumber}
      render={(d) => (
        <article className="hub-card part-result">
          <img
            className="hub-card-image"
            src={d.Images[0]?.ImageUrl ?? PLACEHOLDER_IMAGE}
            alt={`Drum ${d.BrakeDrumNumber}`}
            width={96}
            height={96}
          />
          <div>
            <p className="part-type-lines">
              {brakeTypeLines(d.BrakeType).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </p>
            <p className="hub-card-number">{d.BrakeDrumNumber}</p>
            <p className="hub-card-description">Weight: {pounds(d.WeightPound)}</p>
            <p className="hub-card-description">Ball Seat Nut Compatible: {yesNo(d.IsBsnCompatible)}</p>
            <ul className="part-notes">
              {d.Notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            <Link
              className="button button-primary"
              to={`/hub/replacement-drum/drumdetails/${d.BrakeDrumNumber}`}
              state={FROM_RESULTS}
            >
              See Details
            </Link>
          </div>
        </article>
      )}
    />
  );
}
