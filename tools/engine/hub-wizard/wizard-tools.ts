// The catalog tools the hub wizard asks, shared by its mechanism and its results.
import type { BoundTools } from '../../index.ts';

export type WizardTools = Pick<
  BoundTools,
  'filterValues' | 'filterValuesOfEach' | 'hubsForFilters' | 'aftermarketParts'
>;
