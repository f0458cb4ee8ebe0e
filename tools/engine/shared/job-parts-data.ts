// The job's parts list ("Parts for this job") as data: what the tool answers, the chat's rich message
// carries and the classic page shows. Zod only (and the route builder), so every layer may import it.
// Titles, labels and the route builder are in job-parts-route.ts (no zod), which the pages import.
import { z } from 'zod';
import { JOB_MODES, SPINDLE_STYLES } from './job-parts-route.ts';

export * from './job-parts-route.ts';

export const JobMode = z.enum(JOB_MODES);
export type JobMode = z.infer<typeof JobMode>;

/** One wheel end or both ends of the axle; a query gives it as text, the engine as a number. */
export const JobEnds = z.union([
  z.literal(1),
  z.literal(2),
  z.enum(['1', '2']).transform((v): 1 | 2 => (v === '2' ? 2 : 1)),
]);
export type JobEnds = 1 | 2;

export const SpindleStyle = z.enum(SPINDLE_STYLES);
export type SpindleStyle = z.infer<typeof SpindleStyle>;
/** The URL's `nut=plus`: the visitor chose the PreSet Plus upgrade in the wizard. */
export const JobNutPlus = z.enum(['plus']);

/** The spindle nut of the lists: PreSet Plus or not, the style chosen, and the styles the hub lists. */
export const JobNut = z.object({
  plus: z.boolean(),
  spindle: SpindleStyle.nullable(),
  spindles: z.array(SpindleStyle).max(2),
  /** Whether the visitor chose the style (it is in the URL); else it is the first listed. */
  spindleChosen: z.boolean(),
});
export type JobNut = z.infer<typeof JobNut>;

export const JOB_ROLES = [
  'hub',
  'rebuild-kit',
  'seal-kit',
  'inner-bearing',
  'outer-bearing',
  'spindle-nut',
  'wheel-stud',
  'tone-ring',
  'fill-plug',
] as const;

/** What a line says when the catalog lists no part of its kind for the hub (never silently dropped). */
export const NOT_LISTED = 'not listed for this hub';

const route = z.string().max(600);

export const JobLine = z.object({
  role: z.enum(JOB_ROLES),
  /** What the job needs, in the counter's words ('Seal & spacer kit'). */
  label: z.string(),
  partNumber: z.string().nullable(),
  /** The catalogue name of the part type (part-types.ts), null when not listed. */
  typeName: z.string().nullable(),
  description: z.string().nullable(),
  /** How many to order for the job (per end × ends); null when included, not listed or not counted. */
  quantity: z.number().int().min(0).nullable(),
  /** order: buy it; included: comes with the hub or kit (note says which); not-listed: the catalog has none. */
  status: z.enum(['order', 'included', 'not-listed']),
  note: z.string().nullable(),
  route: route.nullable(),
});
export type JobLine = z.infer<typeof JobLine>;

/** A line under the parts: torque, socket size, warranty, grease fill volume. `url` opens a document. */
export const JobNote = z.object({
  kind: z.enum(['torque', 'socket', 'warranty', 'grease']),
  label: z.string(),
  text: z.string(),
  url: z.string().nullable(),
});
export type JobNote = z.infer<typeof JobNote>;

export const JobList = z.object({
  mode: JobMode,
  title: z.string(),
  /** Why this way cannot be done (a unitized hub is not rebuilt), shown above its lines. */
  notice: z.string().nullable(),
  lines: z.array(JobLine).max(20),
  notes: z.array(JobNote).max(10),
});
export type JobList = z.infer<typeof JobList>;

export const JobPartsData = z.object({
  title: z.string(),
  hubAssemblyNumber: z.string(),
  hubDescription: z.string(),
  /** The chosen way: its list comes first on phones and is marked chosen; the other stands beside it. */
  mode: JobMode,
  ends: z.union([z.literal(1), z.literal(2)]),
  /** Replace first, rebuild second, always both. */
  lists: z.tuple([JobList, JobList]),
  /** The rebuild-vs-replace calculator. */
  calculatorRoute: route,
  /** The job list's own page with the same mode, ends and nut choice. */
  route,
  /** The spindle nut choice (PreSet Plus, spindle style); absent in lists made before it existed. */
  nut: JobNut.optional(),
});
export type JobPartsData = z.infer<typeof JobPartsData>;
