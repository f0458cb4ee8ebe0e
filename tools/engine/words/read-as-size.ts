// Whether typed text is a size the assistant reads itself (a measurement, a stud's thread): sent as
// written, never swapped for the one part number its digits happen to be near ('16 1/2 x 7 drum' is not
// 'Motor Wheel 1612X'). The chat's box asks it before it takes a lone suggestion; the engine reads the
// same text with the same rules (tools/engine/engine.ts).
import { readMeasure } from '../measure/read-measure.ts';
import { studDiameterIn } from './stud-size.ts';

export function readsAsSize(text: string): boolean {
  return studDiameterIn(text) !== null || readMeasure(text) !== null;
}
