// 'Or find the part another way:' under a number that found nothing: the no-results page and the chat's
// answer draw the same ways in (tools/engine/shared/outcomes.ts), so neither is a dead end.
import { Link } from 'react-router';

export function OtherWays({ ways }: { ways: readonly { label: string; to: string }[] }) {
  if (!ways.length) return null;
  return (
    <nav aria-label="Other ways to find the part">
      <p>Or find the part another way:</p>
      <ul className="no-results-ways">
        {ways.map((w) => (
          <li key={w.to}>
            <Link to={w.to}>{w.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
