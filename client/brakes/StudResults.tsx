// Recommended studs: picture and the chart row of each (number, description, dimensions A-D in inches).
import type { Stud } from '../../tools/catalog/studs.ts';
import { studFound, studRows } from '../../tools/engine/parts-flow/index.ts';
import { searchedHeading } from '../../tools/engine/shared/display/searched.ts';
import { recommendedTitle } from '../../tools/engine/shared/texts.ts';
import { PLACEHOLDER_IMAGE, SpecsTable } from '../ui/PageFrame.tsx';
import { ResultList } from './ResultList.tsx';

/** `searched`: the brand and number a number search found these by (the heading names them). */
export function StudResults({
  studs,
  searched,
  listedNote = null,
}: {
  studs: readonly Stud[];
  searched?: string | null;
  /** The list is cut at 60: what it says of the rest (ResultList). */
  listedNote?: string | null;
}) {
  return (
    <ResultList
      listedNote={listedNote}
      searched={searched ? searchedHeading(searched, studs.map(studFound)) : null}
      title={recommendedTitle('stud', studs.length)}
      items={studs}
      itemKey={(s) => s.StudNumber}
      render={(s) => (
        <article className="details">
          <img
            className="details-image"
            src={s.Images[0]?.ImageUrl ?? PLACEHOLDER_IMAGE}
            alt={`Stud ${s.StudNumber}`}
            width={180}
            height={180}
          />
          <SpecsTable
            rows={[['Stud Number', s.StudNumber], ['Chart Description', s.ChartDescription], ...studRows(s)]}
          />
        </article>
      )}
    />
  );
}
