// A stud count as it is written ('10 lug hub', 'hub with 8 studs', '10-stud', a hub's 'Hub Piloted, 10 Stud,
// 285.75 mm Bolt Circle'): how many studs a wheel end has, or how many are wanted; never a part number
// ('5/8 stud' and 'M22 studs' are sizes, not counts). One reading for the chat's words and the job list.

export const STUD_COUNT = /(?<![\w/.,-])(\d{1,2})\s*-?\s*(stud|lug|hole|bolt)s?\b/gi;

/** The first stud count of the text, as the answers say it ('10 studs'); null for none. */
export function studCountIn(raw: string): { count: number; said: string } | null {
  const [m] = raw.matchAll(STUD_COUNT);
  if (!m) return null;
  const count = Number(m[1]);
  return { count, said: count === 1 ? '1 stud' : `${count} studs` };
}
