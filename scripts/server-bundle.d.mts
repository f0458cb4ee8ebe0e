// Types of server-bundle.mjs for the TypeScript that imports it (the tests' and the bench's servers).
export const SERVER_BUNDLE: string;
export function newest(path: string): number;
export function serverBundleStale(): string | null;
export function buildServerBundle(): void;
