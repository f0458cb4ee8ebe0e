// The typed client of the app's own API: request shapes and answers come from the server's routes
// (`AppType`, a type-only import, so no server code reaches the bundle).
import { hc } from 'hono/client';
import type { AppType } from '../../server/app.ts';
import { apiHeaders } from '../api.ts';

/** `api.v11.hubassemblydetails[':ids']`: the routes under /api, with the public key on every call. */
export const api = hc<AppType>('/', { headers: apiHeaders }).api;

/** The client's type, for a read that builds its path itself but takes its answer's type from the route. */
export type Api = typeof api;
