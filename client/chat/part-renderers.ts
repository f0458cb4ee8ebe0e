// One renderer per data part type; a new part type without a renderer fails the type check.
import type { ComponentType } from 'react';
import type { DataParts } from '../../tools/engine/messages.ts';
import { HubResultsPart } from './parts/HubResultsPart.tsx';
import { OutcomePart } from './parts/OutcomePart.tsx';

export const partRenderers: { [K in keyof DataParts]: ComponentType<{ data: DataParts[K] }> } = {
  'hub-results': HubResultsPart,
  outcome: OutcomePart,
};
