// Embed mode: on /embed paths, or when the stored 'embedMode' setting is on, the app hides its menu and Home.
// The stored setting is read once the first screen is done (decision 047): reading it loads the database
// code and opens the database, work every page's frame would otherwise add to its first tasks. The setting is
// set from outside the app (none of its pages writes it); an /embed path hides them at once.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAfterFirstScreen } from '../after-first-screen.ts';

export function isEmbedPath(pathname: string): boolean {
  return pathname === '/embed' || pathname.startsWith('/embed/');
}

export function useEmbedMode(): boolean {
  const { pathname } = useLocation();
  const [stored, setStored] = useState(false);
  const ready = useAfterFirstScreen();
  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    let unsubscribe = () => {};
    import('./embed-setting.ts').then(({ watchEmbedSetting }) => {
      if (cancelled) return;
      const subscription = watchEmbedSetting(setStored);
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [ready]);
  return isEmbedPath(pathname) || stored;
}
