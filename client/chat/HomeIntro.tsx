// The empty conversation is the home screen: the question, examples and the four ways in.
import { Link } from 'react-router';
import { BRAND, TEXT } from '../../tools/engine/texts.ts';

const CATEGORIES = [
  { label: 'HUBS', to: '/hub/choose-path' },
  { label: 'HUB COMPONENTS', to: '/parts/choose-path' },
  { label: 'BRAKE DRUMS', to: '/hub/replacement-drum' },
  { label: 'BRAKE ROTORS', to: '/hub/replacement-rotor' },
] as const;

export function HomeIntro() {
  return (
    <div className="home-intro">
      <h1 className="home-heading">{TEXT.homeHeading}</h1>
      <p className="home-help">
        Type a {BRAND} or competitor part number, for example <strong>10031065</strong>,{' '}
        <strong>{BRAND} 104000</strong> or <strong>Webb 20017</strong>. Spaces and dashes don't matter.
      </p>
    </div>
  );
}

/** HUBS starts the guided hub flow in the conversation; the others open their pages. */
export function CategoryButtons({ onHubs }: { onHubs: () => void }) {
  return (
    <nav className="categories" aria-label="Browse by category">
      {CATEGORIES.map((c) =>
        c.label === 'HUBS' ? (
          <button key={c.label} type="button" className="category-button" onClick={onHubs}>
            {c.label}
          </button>
        ) : (
          <Link key={c.label} className="category-button" to={c.to}>
            {c.label}
          </Link>
        ),
      )}
    </nav>
  );
}
