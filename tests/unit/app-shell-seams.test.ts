// The frame's seams for other features: the unseen-notifications count, route header texts, embed paths.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppShell, type RouteHandle } from '../../client/ui/AppShell.tsx';
import { isEmbedPath } from '../../client/ui/useEmbedMode.ts';

function renderShell(path: string, props: { unseenCount?: number } = {}, handle?: RouteHandle): string {
  const router = createMemoryRouter(
    [{ element: createElement(AppShell, props), children: [{ path: '*', element: null, handle }] }],
    { initialEntries: [path] },
  );
  return renderToString(createElement(RouterProvider, { router }));
}

describe('app shell', () => {
  it('shows no dot and no badge without an unseen count', () => {
    const html = renderShell('/disclaimer');
    expect(html).toContain('More Information');
    expect(html).not.toContain('unseen-dot');
    expect(html).not.toContain('count-badge');
  });

  it('shows the dot on the menu button and the count on Notifications when some are unseen', () => {
    const html = renderShell('/disclaimer', { unseenCount: 3 });
    expect(html).toContain('data-testid="unseen-dot"');
    expect(html).toContain('3 unseen notifications');
    expect(html).toMatch(/Notifications<\/span><span class="count-badge">3/);
  });

  it("uses a route's header text instead of the brand name", () => {
    const html = renderShell('/replace/choose-calculator', {}, { headerTitle: 'Replace Calculator' });
    expect(html).toContain('Replace Calculator');
    expect(html).not.toContain('Wheel-End Parts Finder<');
  });

  it('has no menu and no home link on the logo on /embed paths', () => {
    const html = renderShell('/embed/choose-calculator', { unseenCount: 2 });
    expect(html).not.toContain('More Information');
    expect(html).not.toContain('unseen-dot');
    expect(html).not.toContain('href="/hub"');
  });

  it('treats only /embed and paths below it as embed paths', () => {
    expect(isEmbedPath('/embed')).toBe(true);
    expect(isEmbedPath('/embed/results')).toBe(true);
    expect(isEmbedPath('/embedded')).toBe(false);
    expect(isEmbedPath('/replace/embed')).toBe(false);
  });
});
