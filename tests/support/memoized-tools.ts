// Bound catalog tools with every call cached by tool name and input, for walks that branch from reused
// engine states: sibling branches ask the catalog the same things, and the demo catalog does not change.
import type { BoundTools } from '../../tools/index.ts';

export function memoizedTools(bound: BoundTools): BoundTools {
  const cache = new Map<string, Promise<unknown>>();
  const wrapped: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const [name, fn] of Object.entries(bound) as [string, (input: unknown) => Promise<unknown>][]) {
    wrapped[name] = (input) => {
      const key = `${name} ${JSON.stringify(input)}`;
      let hit = cache.get(key);
      if (!hit) {
        hit = fn(input);
        cache.set(key, hit);
      }
      // A copy per caller, so no branch can change what another branch is handed.
      return hit.then((r) => structuredClone(r));
    };
  }
  return wrapped as BoundTools;
}
