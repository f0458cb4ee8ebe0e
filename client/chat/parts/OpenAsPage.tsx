// The 'Open as page' link under a message; left out when the message is already shown on its page.
import { createContext, useContext } from 'react';
import { Link } from 'react-router';

const OnPage = createContext(false);
/** Wraps message renderers that a classic page shows as its own content. */
export const OnPageProvider = OnPage.Provider;

/** Whether the message is shown on its own classic page (which has its own share row). */
export const useOnPage = () => useContext(OnPage);

export function OpenAsPage({ to, small = true }: { to: string; small?: boolean }) {
  if (useOnPage()) return null;
  return (
    <Link className={small ? 'link-button small' : 'link-button'} to={to}>
      Open as page
    </Link>
  );
}
