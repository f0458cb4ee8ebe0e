// Where the identifying numbers sit on a hub, and what each one tells you. Drives the drawing and the guides.

export type MarkId = 'assembly' | 'casting' | 'machining' | 'julian';

export type Mark = {
  id: MarkId;
  name: string;
  /** What is written on the hub in the drawing (invented, in the real formats). */
  sample: string;
  /** Centre of the marking in the drawing's 320 x 200 box. */
  x: number;
  y: number;
  where: string;
  meaning: string;
};

export const MARKS: readonly Mark[] = [
  {
    id: 'assembly',
    name: 'Final assembly number',
    sample: '10031065',
    x: 72,
    y: 100,
    where:
      'Stamped into the outboard end of the hub, on the machined face or barrel between the wheel flange and the hub cap. It has 6 or 8 digits.',
    meaning:
      'This is the number to search for: it identifies the complete hub assembly with its bearings and seal.',
  },
  {
    id: 'casting',
    name: 'Casting number',
    sample: 'C 2310',
    x: 176,
    y: 66,
    where: 'Raised letters cast into the rough, unmachined body of the hub on the inboard side.',
    meaning:
      'It names the raw casting. Several assemblies share one casting, so it alone does not identify your hub.',
  },
  {
    id: 'machining',
    name: 'Machining number',
    sample: 'M 4471',
    x: 150,
    y: 136,
    where: 'Stamped next to the casting number or on the inboard face of the wheel flange.',
    meaning: 'It names the machined hub before assembly. Customer service can use it to trace the assembly.',
  },
  {
    id: 'julian',
    name: 'Julian date',
    sample: '23 145',
    x: 236,
    y: 118,
    where: 'A short code stamped near the machining number: the year, then the day of the year (001 to 365).',
    meaning: '23 145 means day 145 of 2023. It tells how old the hub is, not which hub it is.',
  },
];
