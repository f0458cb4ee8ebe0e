// /api/v13: the hub filter calls of the maker's later web app (2019-2020), which calls every other call
// under v11 and its stud call under aftermarket1/v11 (aftermarket1.ts).
import { legacyHubFilterDocs, legacyHubFilterRoutes } from './hub-filter-routes.ts';

export const v13Routes = legacyHubFilterRoutes('v13');
export const v13Docs = legacyHubFilterDocs('v13', 'web app of 2019-2020 (22 steps)');
