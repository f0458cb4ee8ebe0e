// Embed mode: on /embed paths, or when the stored 'embedMode' setting is on, the app hides its menu and Home.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export function isEmbedPath(pathname: string): boolean {
  return pathname === '/embed' || pathname.startsWith('/embed/');
}

export function useEmbedMode(): boolean {
  const { pathname } = useLocation();
  const [stored, setStored] = useState(false);
  useEffect(() => {
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
  }, []);
  return isEmbedPath(pathname) || stored;
}
