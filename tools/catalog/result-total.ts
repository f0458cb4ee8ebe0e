// The input flag and output field of a result tool's Total (result-cap.ts says why).
import { z } from 'zod';

/** Asks for Total. Old clients never send it, so their answers stay as they were. */
export const WithTotal = z
  .boolean()
  .optional()
  .describe('Also answer Total, how many parts fit in all (Results lists the first 60)');

export const ResultTotal = z
  .number()
  .int()
  .min(0)
  .optional()
  .describe('How many parts fit in all, when asked (total); Results holds the first 60 of them');
