// Reports a page view on every route change; mount once in the app shell.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from './track.ts';

export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
