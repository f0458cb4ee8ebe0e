// Where the offline copy lives in the browser's database (the settings table): the copy, and its signature
// apart from it, so that a check for a newer copy reads a few bytes instead of the whole copy.
export const OFFLINE_COPY_KEY = 'offline-numbers';
export const OFFLINE_SIGNATURE_KEY = 'offline-numbers-signature';
