// The empty conversation is the home screen: the question, examples and the four ways in.
import { Link } from 'react-router';
import type { ExampleNumbers } from '../../tools/catalog/example-numbers.ts';
import { BRAND, TEXT } from '../../tools/engine/shared/texts.ts';
import { useExampleNumbers } from '../search/useExampleNumbers.ts';

const CATEGORIES = [
  { label: 'HUBS', to: '/hub/choose-path' },
  { label: 'HUB COMPONENTS', to: '/parts/choose-path' },
  { label: 'BRAKE DRUMS', to: '/hub/replacement-drum' },
  { label: 'BRAKE ROTORS', to: '/hub/replacement-rotor' },
] as const;

/** What can be typed, from the catalog: a maker number, the brand word and a maker number, a competitor's. */
function typedExamples(found: ExampleNumbers | null): string[] {
  if (!found) return [];
  const [first, second] = found.HubAssemblyNumbers;
  const c = found.Competitor;
  return [
    ...(first ? [first] : []),
    ...(second ? [`${BRAND} ${second}`] : []),
    ...(c ? [`${c.CompetitorName} ${c.CompetitorPartNumber}`] : []),
  ];
}

export function HomeIntro() {
  const examples = typedExamples(useExampleNumbers());
  return (
    <div className="home-intro">
      <h1 className="home-heading" data-page-title="">
        {TEXT.homeHeading}
      </h1>
      <p className="home-help">
        Type a {BRAND} or competitor part number
        {examples.length ? (
          <>
            , for example{' '}
            {examples.map((e, i) => (
              <span key={e}>
                {i === 0 ? '' : i === examples.length - 1 ? ' or ' : ', '}
                <strong>{e}</strong>
              </span>
            ))}
          </>
        ) : null}
        . Spaces and dashes don't matter.
      </p>
    </div>
  );
}

/** The four ways in open their pages, as the spec's home screen does (decision 016). */
export function CategoryButtons() {
  return (
    <nav className="categories" aria-label="Browse by category">
      {CATEGORIES.map((c) => (
        <Link key={c.label} className="category-button" to={c.to}>
          {c.label}
        </Link>
      ))}
    </nav>
  );
}
