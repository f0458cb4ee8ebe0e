// The job list's counter slip: the chosen way's parts to order with their quantities, what comes included
// and the notes under them; lines the catalog does not list are not printed as parts.
import { describe, expect, it } from 'vitest';
import { jobSlip } from '../../client/share/job-slip.ts';
import type { JobLine, JobList, JobPartsData } from '../../tools/engine/shared/job-parts-data.ts';

const line = (over: Partial<JobLine>): JobLine => ({
  role: 'hub',
  label: 'Hub',
  partNumber: null,
  typeName: null,
  description: null,
  quantity: null,
  status: 'order',
  note: null,
  route: null,
  ...over,
});

const list = (mode: JobList['mode'], lines: JobLine[]): JobList => ({
  mode,
  title: mode,
  notice: null,
  lines,
  notes: [{ kind: 'torque', label: 'Spindle nut torque', text: 'Torque to 300 ft-lbs.', url: null }],
});

const data = (mode: JobList['mode']): JobPartsData => ({
  title: 'Parts for this job',
  hubAssemblyNumber: '10082200',
  hubDescription: 'Hub',
  mode,
  ends: 2,
  lists: [
    list('replace', [
      line({ partNumber: '10082200', label: 'Hub', description: 'PreSet hub', quantity: 2 }),
      line({ role: 'seal-kit', label: 'Seal & spacer kit', status: 'included', note: 'With the hub' }),
      line({ role: 'tone-ring', label: 'ABS tone ring', status: 'not-listed' }),
    ]),
    list('rebuild', [
      line({ role: 'rebuild-kit', partNumber: '10800001', label: 'Rebuild kit', quantity: 2 }),
      line({ role: 'wheel-stud', partNumber: '10700001', label: 'Wheel studs', note: 'One per stud hole' }),
    ]),
  ],
  calculatorRoute: '/replace/rebuild-vs-replace',
  route: '/hub/job/10082200?mode=replace&ends=2',
});

describe('job list counter slip', () => {
  it('prints the chosen way: parts to order with quantities, included lines and notes underneath', () => {
    const slip = jobSlip(data('replace'));
    expect(slip.lines).toEqual([
      { number: '10082200', description: 'Hub: PreSet hub', quantity: 2, notes: [] },
    ]);
    expect(slip.subtitle).toBe('Replace the hub · Both ends of the axle');
    expect(slip.notes).toEqual([
      'Spindle nut torque: Torque to 300 ft-lbs.',
      'Seal & spacer kit: With the hub',
    ]);
  });

  it('a part without a count is printed as needed, with its note', () => {
    const slip = jobSlip(data('rebuild'));
    expect(slip.lines.map((l) => [l.number, l.quantity, l.notes])).toEqual([
      ['10800001', 2, []],
      ['10700001', 'As needed', ['One per stud hole']],
    ]);
  });
});
