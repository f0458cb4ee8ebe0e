// The stored 'embedMode' setting, loaded on demand so the app frame does not carry the database code.
import { liveQuery, type Subscription } from '../db.ts';

export const EMBED_MODE_SETTING = 'embedMode';

export function watchEmbedSetting(onChange: (on: boolean) => void): Subscription {
  return liveQuery(async (db) => (await db.settings.get(EMBED_MODE_SETTING))?.value === true).subscribe({
    next: onChange,
    error: () => onChange(false),
  });
}
