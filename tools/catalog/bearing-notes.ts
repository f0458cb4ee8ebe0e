// Bearing notes hold 'SET :' and 'CUP :' markers; split them into labelled display lines.

export type BearingNoteLine = { label: string; text: string };

/** 'SET : SET413 CUP : HM212011' -> [{label 'SET', text 'SET413'}, {label 'CUP', text 'HM212011'}]. */
export function splitBearingNotes(notes: string | null | undefined): BearingNoteLine[] {
  if (!notes?.trim()) return [];
  const parts = notes.split(/(SET\s*:|CUP\s*:)/);
  const lines: BearingNoteLine[] = [];
  const lead = parts[0]?.trim();
  if (lead) lines.push({ label: '', text: lead });
  for (let i = 1; i < parts.length; i += 2) {
    const label = (parts[i] ?? '').replace(/\s*:$/, '').trim();
    const text = (parts[i + 1] ?? '').trim();
    if (text) lines.push({ label, text });
  }
  return lines;
}
