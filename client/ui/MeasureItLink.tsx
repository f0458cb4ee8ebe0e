// 'Measure it': the way to a drum, rotor, hub or stud for a mechanic whose part has no readable number
// (issue 19). One home for the link: the start and search pages of each flow and the stud questions use it.
import { Link } from 'react-router';
import { MEASURE_PAGES, type MeasureKind } from '../../tools/catalog/measure-dimensions.ts';

export function MeasureItLink({ kind }: { kind: MeasureKind }) {
  const { page, noun } = MEASURE_PAGES[kind];
  return (
    <p className="measure-it">
      No number on the {noun}?{' '}
      <Link className="link-button" to={page}>
        Measure it
      </Link>
    </p>
  );
}
