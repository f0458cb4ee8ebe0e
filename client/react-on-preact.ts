// What `react` resolves to in the build (vite.config.ts, decision 031): Preact's compatibility layer plus
// the one React 19 hook React Router 8 imports that preact/compat lacks. The router calls the setter only
// with `useTransitions` on, which this app does not set, so passing the state through is exact here.
// @ts-expect-error preact/compat's types use `export =`; the module itself is ESM with named exports
export * from 'preact/compat';
export { default } from 'preact/compat';

const keep = () => {};

export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, keep];
}
