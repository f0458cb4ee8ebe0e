// The job's parts list: its title, labels and the route of its page, without zod: the hub details page and
// the hub cards link to it, and zod (38 KB gzipped) stays off their first load (issue 17). The data's
// schemas are in job-parts-data.ts, which re-exports this.

export const JOB_MODES = ['replace', 'rebuild'] as const;
export type JobMode = (typeof JOB_MODES)[number];
export type JobEnds = 1 | 2;

export const JOB_PARTS_TITLE = 'Parts for this job';
/** Trailer hubs' grease note: the hub card, the details page and the job list say it alike. */
export const GREASE_FILL_TEXT = 'Suggested fill volume for Grade 00 semi-fluid grease';
export const MODE_LABELS: Record<JobMode, string> = {
  replace: 'Replace the hub',
  rebuild: 'Rebuild the hub',
};
export const ENDS_LABELS: Record<JobEnds, string> = { 1: 'One wheel end', 2: 'Both ends of the axle' };

/** The two spindle styles a spindle nut kit fits. */
export const SPINDLE_STYLES = ['dflat', 'keyway'] as const;
export type SpindleStyle = (typeof SPINDLE_STYLES)[number];
export const SPINDLE_LABELS: Record<SpindleStyle, string> = {
  dflat: 'D-flat spindle',
  keyway: 'Keyway spindle',
};

/**
 * The spindle nut the visitor chose: `plus` when they answered Yes to the wizard's PreSet Plus upgrade
 * (a PreSet hub then gets the PreSet Plus nut kit), `spindle` the style tapped on the list. Unset: the
 * hub's own family and the first listed style.
 */
export type JobNutChoice = { plus?: boolean | undefined; spindle?: SpindleStyle | null | undefined };

/** The job list page of a hub: the state in the URL, so the link reproduces the list exactly. */
export function jobPartsRoute(
  hubAssemblyNumber: string,
  mode: JobMode = 'replace',
  ends: JobEnds = 1,
  nut: JobNutChoice = {},
): string {
  const extra = `${nut.plus ? '&nut=plus' : ''}${nut.spindle ? `&spindle=${nut.spindle}` : ''}`;
  return `/hub/job/${encodeURIComponent(hubAssemblyNumber)}?mode=${mode}&ends=${ends}${extra}`;
}
