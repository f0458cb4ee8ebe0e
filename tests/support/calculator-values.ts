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
