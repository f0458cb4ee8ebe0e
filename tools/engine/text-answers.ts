// Answers for typed words that are not a part number: parts flow starts, compare, and the help answer.
import type { BoundTools } from '../index.ts';
import { compareHubs } from './compare/compare.ts';
import { type PartsFlowWord, VOCABULARY_CODES, type Vocabulary } from './free-text.ts';
import { clipped, markdownText } from './shared/markdown.ts';
import type { EngineMessage } from './shared/messages.ts';
import { BRAND } from './shared/texts.ts';

/** The hub filter values typed words may name (truck types, brakes, makes, materials, wheels, GAWR). */
export async function hubVocabulary(tools: Pick<BoundTools, 'filterValuesOfEach'>): Promise<Vocabulary> {
  // every typed text reads them: one call, not one per category
  return (await tools.filterValuesOfEach({ flow: 'hub', codes: [...VOCABULARY_CODES], pairs: {} })).Results;
}

const FLOW_START: Record<
  'rotor' | 'drum' | 'stud' | 'casting' | 'components',
  { title: string; body: string; links: { label: string; to: string }[]; route: string }
> = {
  rotor: {
    title: 'Brake rotors',
    body: `Type your rotor or rotor kit number below (${BRAND} or competitor), or find the rotor by axle position, rotor type and size.`,
    links: [
      { label: 'Find a rotor by its measurements', to: '/hub/replacement-rotor/filter' },
      { label: 'Search by rotor number', to: '/hub/replacement-rotor/search' },
    ],
    route: '/hub/replacement-rotor',
  },
  drum: {
    title: 'Brake drums',
    body: `Type your drum number below (${BRAND} or competitor), or find the drum by axle position, truck make and size.`,
    links: [
      { label: 'Find a drum by its measurements', to: '/hub/replacement-drum/filter' },
      { label: 'Search by drum number', to: '/hub/replacement-drum/search' },
    ],
    route: '/hub/replacement-drum',
  },
  stud: {
    title: 'Studs',
    body: `Type your stud number below (${BRAND} or competitor), or find the stud by style, diameter, thread and dimensions.`,
    links: [{ label: 'Find a stud by its dimensions', to: '/hub/stud/filter' }],
    route: '/hub/stud/filter',
  },
  casting: {
    title: 'Castings',
    body: 'Type the casting number cast on the hub, rotor or drum below, or find it by its measurements.',
    links: [
      { label: 'Hub castings', to: '/hub/casting' },
      { label: 'Rotor castings', to: '/hub/rotor-casting' },
      { label: 'Drum castings', to: '/hub/drum-casting' },
    ],
    route: '/hub/casting',
  },
  components: {
    title: 'Hub components',
    body: `Type a kit, seal, bearing or spindle nut number below (${BRAND} or competitor), or list every component of a hub assembly.`,
    links: [{ label: 'Hub Components by Assembly', to: '/parts/search' }],
    route: '/parts/choose-path',
  },
};

export function partsFlowStart(flow: PartsFlowWord): EngineMessage {
  const f = FLOW_START[flow in FLOW_START ? (flow as keyof typeof FLOW_START) : 'casting'];
  return {
    kind: 'outcome',
    data: { kind: 'info', title: f.title, paragraphs: [f.body], links: f.links, route: f.route },
  };
}

type ExampleTools = Pick<BoundTools, 'exampleNumbers'>;

/** The catalog's example numbers; null when it cannot say (the texts then go without examples). */
async function examples(tools: ExampleTools) {
  try {
    return await tools.exampleNumbers({});
  } catch {
    return null;
  }
}

/** How to ask for a compare, with two of the catalog's own hub numbers as the example when it has them. */
export async function compareHint(tools: ExampleTools): Promise<string> {
  const [a, b] = (await examples(tools))?.HubAssemblyNumbers ?? [];
  const example = a && b ? `, for example \`compare ${a} ${b}\`` : '';
  return `Type **compare** and the two assembly numbers${example}.`;
}

type CompareTools = Pick<BoundTools, 'hubAssemblyDetails' | 'exampleNumbers'>;

/** The compare table of two maker hub numbers; null when either is not one the catalog has. */
export function hubsCompared(numbers: [string, string], tools: CompareTools) {
  return numbers.every(isHubNumber) ? compareHubs(numbers, tools) : Promise.resolve(null);
}

const isHubNumber = (n: string) => /^\d{6}(\d{2})?$/.test(n);

/** 'compare A and B': the compare table of two maker hub numbers, or how to ask for it. */
export async function compareAnswer(
  numbers: [string, string] | null,
  tools: CompareTools,
): Promise<EngineMessage[]> {
  if (!numbers) return [{ kind: 'text', markdown: await compareHint(tools) }];
  const data = await hubsCompared(numbers, tools);
  return data ? [{ kind: 'compare', data }] : compareMissed(numbers, tools);
}

/** Two numbers that are not two of the maker's hubs: which of them is not one, and how to ask. */
export async function compareMissed(
  numbers: [string, string],
  tools: CompareTools,
): Promise<EngineMessage[]> {
  // say which of the two is not a hub number, not both: the other may be right
  const held = await Promise.all(
    numbers.map(
      async (n) => isHubNumber(n) && (await tools.hubAssemblyDetails({ numbers: [n] })).Results.length > 0,
    ),
  );
  const shown = numbers.map((n) => `**${markdownText(n.toUpperCase())}**`);
  const missing = shown.filter((_, i) => !held[i]);
  const found = shown.filter((_, i) => held[i]);
  const what = `${BRAND} hub assembly numbers (6 or 8 digits)`;
  const said =
    missing.length === 0
      ? `${shown[0]} and ${shown[1]} are one hub: name two different ${what}.`
      : missing.length === 1
        ? `I could not find ${missing[0]} among ${what}; ${found[0]} is one.`
        : `I could not find ${shown[0]} or ${shown[1]} among ${what}.`;
  return [{ kind: 'text', markdown: `${said} ${await compareHint(tools)}` }];
}

/** The answer to words the engine cannot place: what it does understand. */
/** Asking what the assistant can do: answered without saying the words were not understood. */
const HELP =
  /^(help|\?+|help me|menu|options|what can (you|i) do|how (does|do) (this|it|you) work|how do i use (this|it))\??$/i;

export async function helpAnswer(text: string, tools: ExampleTools): Promise<EngineMessage> {
  const found = await examples(tools);
  const typed = [
    ...(found?.HubAssemblyNumbers.slice(0, 1) ?? []),
    ...(found?.Competitor
      ? [`${found.Competitor.CompetitorName} ${found.Competitor.CompetitorPartNumber}`]
      : []),
  ];
  const example = typed.length ? `: ${typed.map((t) => `\`${t}\``).join(', ')}` : '';
  return {
    kind: 'text',
    markdown: [
      HELP.test(text.trim())
        ? 'Here is what I understand:'
        : `I couldn't place "${markdownText(clipped(text, 60))}". Here is what I understand:`,
      `- a part number, ${BRAND} or competitor${example}`,
      '- what you are looking for: **hub**, **rotor**, **drum**, **stud**, **casting**, **components**, **calculator**',
      "- what you know about the truck: 'freightliner', 'trailer', 'disc', 'aluminum', '22,500 lbs' — I answer those questions for you",
      '- **compare** and two hub assembly numbers',
      '- **back** and **start over**',
    ].join('\n'),
  };
}
