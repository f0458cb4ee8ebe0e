// Embed mode: on /embed paths, or when the stored 'embedMode' setting is on, the app hides its menu and Home.
// The stored setting is read once the first screen is done (decision 047): reading it loads the database
// code and opens the database, work every page's frame would otherwise add to its first tasks. The setting is
// set from outside the app (none of its pages writes it); an /embed path hides them at once.
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { sharedLiveValue } from '../local-db.ts';

export const EMBED_MODE_SETTING = 'embedMode';

export function isEmbedPath(pathname: string): boolean {
  return pathname === '/embed' || pathname.startsWith('/embed/');
}

// one live query for every reader (the frame and the step bar), which re-render only when it changes
const stored = sharedLiveValue(
  async (db) => (await db.settings.get(EMBED_MODE_SETTING))?.value === true,
  false,
);

export function useEmbedMode(): boolean {
  const { pathname } = useLocation();
  const storedOn = useSyncExternalStore(stored.subscribe, stored.get, stored.get);
  return isEmbedPath(pathname) || storedOn;
}
