// The hub wizard step order each old client was built for. An old client finds a step's category by its
// position in the filtercategories array (the index is also hard-coded in the step's component), so each
// version answers exactly this order, whatever order the catalog asks in today. Source: the reference's
// step tables (original-app-facts.md section 1.2): HEAD web app (v13), 2018 production bundle (v11),
// 2017 native app (v10).
export type LegacyVersion = 'v10' | 'v11' | 'v13';

/** Category codes by index. `hanum` (Id 0) is the result; `srcht` (Id 15) is the choose-path duplicate slot. */
export const HUB_STEPS: Readonly<Record<LegacyVersion, readonly string[]>> = {
  v13: [
    'hanum',
    'srcht',
    'tcomp',
    'tmake',
    'aaxna',
    'whlps',
    'wssdi',
    'stdps',
    'hubps',
    'strdo',
    'hamnt',
    'gawrr',
    'axthd',
    'wmslc',
    'hcmty',
    'brdia',
    'abrty',
    'ovlgt',
    'hatyp',
    'abcoi',
    'hcbdi',
    'dpidi',
  ],
  v11: [
    'hanum',
    'srcht',
    'tcomp',
    'tmake',
    'aaxna',
    'hamnt',
    'gawrr',
    'axthd',
    'wmslc',
    'hcmty',
    'brdia',
    'abrty',
    'hatyp',
  ],
  // The native app (hubs, truckType, truckMake, axle, mountingSystem, gawr, stud, wheelType, material,
  // hubType, finderResults) names categories by Id in its paths, so only the membership matters here.
  v10: ['hanum', 'tcomp', 'tmake', 'aaxna', 'hamnt', 'gawrr', 'axthd', 'wmslc', 'hcmty', 'hatyp'],
};

/** Codes the number-search filters page of the old web app never asks (it skips them by name). */
export const FILTERS_PAGE_SKIPS = ['tmake', 'gawrr', 'wssdi'] as const;
