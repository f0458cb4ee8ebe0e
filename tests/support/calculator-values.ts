// A rebuild-vs-replace calculator filled in completely, as SessionUpdate takes it: what the email tests send.
export const COMPLETE_REBUILD_VALUES = {
  choose_calculator: 1,
  hub_cost: 250,
  bearing_set_cost: 80,
  wheel_seal_cost: 20,
  manual_spindle_nut_cost: 10,
  replacement_hub_cost_v: 400,
  spindle_nut_cost: 30,
  labor_rate: 100,
  billable_labor_rate: 150,
  rebuild_hours: 2,
  replace_hours: 1,
  parts_margin: 20,
  downtime_costs: 100,
} as const;

/**
 * The same inputs by the formulas' field names. Rebuild side: 80 + 20 + 10 parts, 2 h x $100 labor, 2 h x
 * $100 downtime (plus the $250 conventional hub in the PreSet calculator). Replace side: hub + $30 nut,
 * 1 h labor, 1 h downtime.
 */
export const FORMULA_INPUTS = {
  laborRate: 100,
  billableLaborRate: 150,
  rebuildHours: 2,
  replaceHours: 1,
  bearingSetCost: 80,
  wheelSealCost: 20,
  hubCost: 250,
  manualSpindleNutCost: 10,
  replacementHubCostV: 400,
  spindleNutCost: 30,
  partsMargin: 20,
  downtimeCosts: 100,
} as const;
