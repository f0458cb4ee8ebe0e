// Recommended rotors: type, number, picture, axle, kit number, what the kit holds, notes, See Details.

import { Link } from 'react-router';
import type { RotorSummary } from '../../tools/catalog/brake-rotors.ts';
import { rotorFound, rotorKitAxle, rotorNotes } from '../../tools/engine/parts-flow/index.ts';
import { searchedHeading } from '../../tools/engine/shared/display/searched.ts';
import { recommendedTitle } from '../../tools/engine/shared/texts.ts';
import { Badge } from '../ui/Badge.tsx';
import { FROM_RESULTS } from '../ui/from-results.ts';
import { PLACEHOLDER_IMAGE } from '../ui/PageFrame.tsx';
import { ResultList } from './ResultList.tsx';

/** `searched`: the brand and number a number search found these by (the heading names them). */
export function RotorResults({
  rotors,
  searched,
  listedNote = null,
}: {
  rotors: readonly RotorSummary[];
  searched?: string | null;
  /** The list is cut at 60: what it says of the rest (ResultList). */
  listedNote?: string | null;
}) {
  return (
    <ResultList
      listedNote={listedNote}
      searched={searched ? searchedHeading(searched, rotors.map(rotorFound)) : null}
      title={recommendedTitle('rotor', rotors.length)}
      items={rotors}
      itemKey={(r) => `${r.BrakeRotorNumber}-${r.BrakeRotorKitNumber ?? ''}`}
      render={(r) => <RotorCard rotor={r} />}
    />
  );
}

function RotorCard({ rotor: r }: { rotor: RotorSummary }) {
  const axle = rotorKitAxle(r.BrakeRotorKitNumber, r.AxleLabel);
  const details = `/hub/replacement-rotor/rotordetails/${r.BrakeRotorNumber}${r.BrakeRotorKitNumber ? `/${r.BrakeRotorKitNumber}` : ''}`;
  return (
    <article className="hub-card part-result">
      <img
        className="hub-card-image"
        src={r.Images[0]?.ImageUrl ?? PLACEHOLDER_IMAGE}
        alt={`Rotor ${r.BrakeRotorNumber}`}
        width={96}
        height={96}
      />
      <div>
        <Badge text={r.BrakeRotorType} />
        {r.BrakeRotorKitNumber ? (
          <>
            {/* the kit number once, named by its label (spec: 'Rotor Replacement Kit:' kit number) */}
            <p className="hub-card-number">
              <span className="part-kit-label">Rotor Replacement Kit:</span> {r.BrakeRotorKitNumber}
            </p>
            <p className="hub-card-description">
              Includes Rotor{' '}
              <Link className="part-link" to={`/hub/replacement-rotor/rotordetails/${r.BrakeRotorNumber}`}>
                {r.BrakeRotorNumber}
              </Link>
            </p>
          </>
        ) : (
          <p className="hub-card-number">{r.BrakeRotorNumber}</p>
        )}
        {axle ? <p className="part-axle">{axle}</p> : null}
        {r.BrakeRotorComponents ? <p className="hub-card-description">{r.BrakeRotorComponents}</p> : null}
        <ul className="part-notes">
          {rotorNotes(r).map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        <Link className="button button-primary" to={details} state={FROM_RESULTS}>
          See Details
        </Link>
      </div>
    </article>
  );
}
