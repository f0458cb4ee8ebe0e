// The 'Open as page' link under a message; left out when the message is already shown on its page.
import { createContext, useContext } from 'react';
import { Link } from 'react-router';

const OnPage = createContext(false);
/** Wraps message renderers that a classic page shows as its own content. */
export const OnPageProvider = OnPage.Provider;

export function OpenAsPage({ to, small = true }: { to: string; small?: boolean }) {
  if (useContext(OnPage)) return null;
  return (
    <Link className={small ? 'link-button small' : 'link-button'} to={to}>
      Open as page
    </Link>
  );
}
