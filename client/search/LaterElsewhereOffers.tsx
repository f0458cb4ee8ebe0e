// The ElsewhereOffers of a page that needs them only when its number is not found (a hub details link):
// their code (the unified search, the number kinds) is loaded then, not with every details page (issue 17).
import { type ComponentType, useEffect, useState } from 'react';

type Offers = ComponentType<{ typed: string }>;

export function LaterElsewhereOffers({ typed }: { typed: string }) {
  const [Offers, setOffers] = useState<Offers | null>(null);
  useEffect(() => {
    let live = true;
    import('./ElsewhereOffers.tsx').then(
      (m) => {
        if (live) setOffers(() => m.ElsewhereOffers);
      },
      () => undefined, // without a connection the card says what it says without the offers
    );
    return () => {
      live = false;
    };
  }, []);
  return Offers ? <Offers typed={typed} /> : null;
}
