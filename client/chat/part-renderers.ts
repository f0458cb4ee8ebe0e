// One renderer per data part type; a new part type without a renderer fails the type check.
import type { ComponentType } from 'react';
import type { DataParts } from '../../tools/engine/shared/messages.ts';
import { CalculatorFormPart } from './parts/CalculatorFormPart.tsx';
import { CalculatorResultPart } from './parts/CalculatorResultPart.tsx';
import { ChipsPart } from './parts/ChipsPart.tsx';
import { ComparePart } from './parts/ComparePart.tsx';
import { HubResultsPart } from './parts/HubResultsPart.tsx';
import { JobPartsPart } from './parts/JobPartsPart.tsx';
import { OutcomePart } from './parts/OutcomePart.tsx';
import { PartCardsPart } from './parts/PartCardsPart.tsx';
import { PartGroupsPart } from './parts/PartGroupsPart.tsx';
import { QuestionPart } from './parts/QuestionPart.tsx';
import { ReadValuesPart } from './parts/ReadValuesPart.tsx';

export const partRenderers: { [K in keyof DataParts]: ComponentType<{ data: DataParts[K] }> } = {
  'hub-results': HubResultsPart,
  outcome: OutcomePart,
  question: QuestionPart,
  chips: ChipsPart,
  'read-values': ReadValuesPart,
  'part-cards': PartCardsPart,
  'part-groups': PartGroupsPart,
  compare: ComparePart,
  'calculator-form': CalculatorFormPart,
  'calculator-result': CalculatorResultPart,
  'job-parts': JobPartsPart,
};
