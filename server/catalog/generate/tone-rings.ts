// The ABS tone ring part number per axle, used by the hubs and by the components that list them.
import type { AxleCode } from './vocabulary.ts';

/** ABS tone ring per axle; the FF ring is the one the specification names. */
export const TONE_RINGS: Record<AxleCode, string> = {
  FF: '10083900',
  FL: '10820001',
  R: '10820002',
  TN: '10820003',
  TP: '10820004',
};
