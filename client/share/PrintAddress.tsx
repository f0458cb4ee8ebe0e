// The page's address on paper: a printed answer says where it came from, so it can be opened again. Hidden
// on screen; drawn from an attribute so the page's text holds the address once (the share row's field).
import { useLocation } from 'react-router';
import { useAfterFirstScreen } from '../after-first-screen.ts';
import { currentPageLink } from './share-link.ts';

export function PrintAddress() {
  // read on every navigation so the address follows the page
  useLocation();
  // the server's first paint (decision 045) has no address to give: written in once the page has started
  const started = useAfterFirstScreen();
  return started ? <p className="print-address" data-link={currentPageLink()} /> : null;
}
