// The foot of a chat card that names parts: "Open as page" and the share row of that same page (Share or
// Copy link, QR code on demand), so the answer reaches the counter without leaving the conversation.
// Left out where the card is shown on its own page: the page has its own share row.
import { ShareActions } from '../../share/ShareActions.tsx';
import { OpenAsPage, useOnPage } from './OpenAsPage.tsx';

/** `route`: the classic page of the answer; `title`: what the share sheet calls it. */
export function CardActions({ route, title }: { route: string; title: string }) {
  if (useOnPage()) return null;
  return <ShareActions path={route} title={title} lead={<OpenAsPage to={route} />} />;
}
