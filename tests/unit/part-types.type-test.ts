// Checked by `npm run typecheck`, never run: each `@ts-expect-error` below must meet an error, so the type
// check fails if the registry ever accepts a part type without a route, or a destination kind without a
// renderer (decision 018).
import type { NumberRenderers } from '../../tools/engine/number/number-answers.ts';
import { NUMBER_RENDERERS } from '../../tools/engine/number/number-answers.ts';
import type { DestinationKind } from '../../tools/engine/number/number-routing.ts';
import type { PartTypeEntry } from '../../tools/part-number/part-types.ts';

/** A searchable type with a detail page: routes there. Accepted. */
export const withDetail: PartTypeEntry = {
  id: 9001,
  name: 'Widget',
  detail: (n) => `/hub/widget-detail/${n}`,
  search: { kind: 'widget' },
};

/** A searchable type with its own search route and no detail page. Accepted. */
export const withSearchRoute: PartTypeEntry = {
  id: 9002,
  search: { kind: 'widget', route: ({ part }) => `/hub/widgets/${part}` },
};

/** A searchable type with neither a search route nor a detail page has nowhere to go. */
// @ts-expect-error a search needs its own route or the type's detail page
export const withoutRoute: PartTypeEntry = { id: 9003, name: 'Widget', search: { kind: 'widget' } };

/** A registry with one more search kind: today's renderers do not cover it. */
type WithWidget = Record<DestinationKind | 'widget', unknown>;
// @ts-expect-error the new kind 'widget' has no renderer
export const missingRenderer: WithWidget = NUMBER_RENDERERS;

/** Every kind of today's registry has its renderer (the map is complete). */
export const complete: NumberRenderers = NUMBER_RENDERERS;
