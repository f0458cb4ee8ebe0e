// The stored 'embedMode' setting, loaded on demand so the app frame does not carry the database code.
import type { Subscription } from 'dexie';
import { db, liveQuery } from '../db.ts';

export const EMBED_MODE_SETTING = 'embedMode';

export function watchEmbedSetting(onChange: (on: boolean) => void): Subscription {
  return liveQuery(async () => (await db.settings.get(EMBED_MODE_SETTING))?.value === true).subscribe({
    next: onChange,
    error: () => onChange(false),
  });
}
