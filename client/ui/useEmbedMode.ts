// Embed mode: on /embed paths, or when the stored 'embedMode' setting is on, the app hides its menu and Home.
// The stored setting is read once the first screen is done (decision 047): reading it loads the database
// code and opens the database, work every page's frame would otherwise add to its first tasks. The setting is
// set from outside the app (none of its pages writes it); an /embed path hides them at once.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { afterFirstScreen } from '../after-first-screen.ts';

export function isEmbedPath(pathname: string): boolean {
  return pathname === '/embed' || pathname.startsWith('/embed/');
}

export function useEmbedMode(): boolean {
  const { pathname } = useLocation();
  const [stored, setStored] = useState(false);
  // waited for in the effect, not through a state: a state set when the first screen is done re-rendered
  // the whole frame for nothing on every page (issue 17)
  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    void afterFirstScreen()
      .then(() => import('./embed-setting.ts'))
      .then(({ watchEmbedSetting }) => {
        if (cancelled) return;
        const subscription = watchEmbedSetting(setStored);
        unsubscribe = () => subscription.unsubscribe();
      });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, []);
  return isEmbedPath(pathname) || stored;
}
