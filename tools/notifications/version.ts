// App versions as the native apps pass them ('2.1.0'), and the notification's version rule ('2.1.0' or '<2.1.0').

const VERSION = /^v?(\d+(?:\.\d+){0,3})$/i;

/** A clean version from the `version` query parameter, or null when it is missing or not a version. */
export function parseAppVersion(raw: string | null | undefined): string | null {
  const match = VERSION.exec((raw ?? '').trim());
  return match?.[1] ?? null;
}

/** Numeric, part by part: '2.10' > '2.9', and '2.1' equals '2.1.0'. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * Whether a notification's version rule covers the app's version. No rule covers every version; a rule
 * never covers an unknown version (a browser opened without `?version=`), so targeted notices stay targeted.
 */
export function versionMatches(rule: string | null, appVersion: string | null): boolean {
  const r = rule?.trim();
  if (!r) return true;
  if (!appVersion) return false;
  const lessThan = r.startsWith('<');
  const bound = parseAppVersion(lessThan ? r.slice(1) : r);
  if (!bound) return false;
  const cmp = compareVersions(appVersion, bound);
  return lessThan ? cmp < 0 : cmp === 0;
}
