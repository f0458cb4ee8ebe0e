// Typed words that answer the question on screen as a tap on one of its buttons would: 'steer' at the drum's
// axle position, 'yes' at the spindle nut, 'not sure' where the question offers it, '12,000' at the axle
// rating. Read before the words are read as a new request, which took 'steer' for a hub question and started
// the hub's questions over the drum's, and searched '12,000' as a part number.
import type { z } from 'zod';
import type { QuestionOption } from './shared/messages.ts';
import { singular, words } from './words/spelling.ts';

type Option = Pick<z.infer<typeof QuestionOption>, 'label' | 'value' | 'role'>;

/** Words of a label or a typed answer that tell no option from another. */
const PLAIN = new Set(
  "a an the i i'm im my it its is to for with of on and or please axle axles brake brakes one option answer in inch inches lb lbs pound pounds mm kg stud hole lug".split(
    ' ',
  ),
);

const NOT_SURE =
  /^(not sure|unsure|(i )?(do not|don'?t|dont) know|idk|no idea|dunno|skip( it| this( one| question)?)?|pass|unknown|not known|any|either|(it )?(does not|doesn'?t) matter)$/;
const YES = /^(y|yes|yeah|yep|yup|yes please|sure|ok|okay|correct|right)$/;
const NO = /^(n|no|nope|nah|no thanks|no thank you|not needed)$/;

/** The words that count: lower case, singular, thousands written without their comma ('12,000' is 12000). */
function meaningful(text: string): string[] {
  return words(text.replace(/(\d),(?=\d{3}\b)/g, '$1'))
    .map((w) => singular(w.replace(/^'+|'+$/g, '')))
    .filter((w) => w && !PLAIN.has(w));
}

/** The one option whose label's first word is `word` ('Yes', 'No'); null for none or several. */
function startingWith(options: readonly Option[], word: string): Option | null {
  const hits = options.filter((o) => meaningful(o.label)[0] === word);
  return hits.length === 1 ? (hits[0] as Option) : null;
}

/**
 * The option `text` names, or null: the label as written, 'not sure' and its kin where the question offers
 * Not sure, yes or no where one option alone starts so, or words all found in one option's label alone
 * ('steer', 'long stud', '12,000'). No spelling slack: 'steel' and 'steer' are both answers somewhere.
 */
export function typedOption(text: string, options: readonly Option[]): Option | null {
  const said = text
    .toLowerCase()
    .replace(/[.!?\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!said) return null;
  if (NOT_SURE.test(said)) return options.find((o) => o.role === 'not-sure') ?? null;
  if (YES.test(said)) return startingWith(options, 'yes');
  if (NO.test(said)) return startingWith(options, 'no');
  const typed = meaningful(said);
  if (!typed.length) return null;
  const key = typed.join(' ');
  const labelled = options.map((o) => ({ o, words: meaningful(o.label) }));
  const whole = labelled.filter((l) => l.words.join(' ') === key);
  if (whole.length === 1) return (whole[0] as (typeof labelled)[number]).o;
  const within = labelled.filter((l) => typed.every((w) => l.words.includes(w)));
  return within.length === 1 ? (within[0] as (typeof labelled)[number]).o : null;
}
