// The job's parts list ("Parts for this job") as data: what the tool answers, the chat's rich message
// carries and the classic page shows. Zod only (and the route builder), so every layer may import it.
import { z } from 'zod';

export const JOB_MODES = ['replace', 'rebuild'] as const;
export const JobMode = z.enum(JOB_MODES);
export type JobMode = z.infer<typeof JobMode>;

/** One wheel end or both ends of the axle; a query gives it as text, the engine as a number. */
export const JobEnds = z.union([
  z.literal(1),
  z.literal(2),
  z.enum(['1', '2']).transform((v): 1 | 2 => (v === '2' ? 2 : 1)),
]);
export type JobEnds = 1 | 2;

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
  /** The job list's own page with the same mode and ends. */
  route,
});
export type JobPartsData = z.infer<typeof JobPartsData>;

export const JOB_PARTS_TITLE = 'Parts for this job';
/** Trailer hubs' grease note: the hub card, the details page and the job list say it alike. */
export const GREASE_FILL_TEXT = 'Suggested fill volume for Grade 00 semi-fluid grease';
export const MODE_LABELS: Record<JobMode, string> = {
  replace: 'Replace the hub',
  rebuild: 'Rebuild the hub',
};
export const ENDS_LABELS: Record<JobEnds, string> = { 1: 'One wheel end', 2: 'Both ends of the axle' };

/** The job list page of a hub: the state in the URL, so the link reproduces the list exactly. */
export function jobPartsRoute(
  hubAssemblyNumber: string,
  mode: JobMode = 'replace',
  ends: JobEnds = 1,
): string {
  return `/hub/job/${encodeURIComponent(hubAssemblyNumber)}?mode=${mode}&ends=${ends}`;
}
