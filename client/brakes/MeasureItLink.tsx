// 'Measure it': the way to a drum or rotor for a mechanic whose part has no readable number (issue 19).
import { Link } from 'react-router';
import { MEASURE_PAGES } from '../../tools/catalog/measure-dimensions.ts';

export function MeasureItLink({ kind }: { kind: 'drum' | 'rotor' }) {
  return (
    <p className="measure-it">
      No number on the {kind}?{' '}
      <Link className="link-button" to={MEASURE_PAGES[kind].page}>
        Measure it
      </Link>
    </p>
  );
}
