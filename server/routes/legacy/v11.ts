// /api/v11 additions for the maker's old web apps: the hub filter calls the 2018 web client made under
// v11 (13 steps) and its image call. Every other call of those clients is a current v11 route; where an
// old client reads a different shape from one of those, server/routes/legacy/old-client-shapes.ts adapts it.
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { legacyHubFilterDocs, legacyHubFilterRoutes } from './hub-filter-routes.ts';
import { legacyImageDocs, legacyImageRoutes } from './images.ts';

export const v11Routes = new Hono<AppEnv>()
  .route('/', legacyHubFilterRoutes('v11'))
  .route('/', legacyImageRoutes);
export const v11Docs = [
  ...legacyHubFilterDocs('v11', 'web client of 2018 (13 steps)'),
  legacyImageDocs('v11'),
];
