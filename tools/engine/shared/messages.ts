// Typed engine output, shared with the client: every message says what it shows and which page shows the same.
import { z } from 'zod';
import { JobPartsData } from './job-parts-data.ts';
import { PartsAsk } from './state.ts';

const route = z.string().max(600);
const Link = z.object({
  label: z.string(),
  to: z.string(),
  /** In the chat, the link asks this question in the conversation instead (a page follows `to`). */
  ask: PartsAsk.optional(),
  /** In the chat, the link sends this text in the conversation instead ('ConMet 10600001'). */
  say: z.string().max(80).optional(),
});

/** A piece of text that links to a document when `link` (a URL) is set. */
export const NoteSegment = z.object({ text: z.string(), link: z.string().nullable() });

export const HubCard = z.object({
  hubAssemblyNumber: z.string(),
  description: z.string(),
  status: z.enum(['Active', 'Service Only', 'Terminated']),
  /** The status as every screen words it (display/labels.ts statusLabel); absent: worked out from status. */
  statusLabel: z.string().max(40).optional(),
  /** 'PreSet' when the aftermarket description says so, else 'Conventional'. */
  kind: z.enum(['PreSet', 'Conventional']),
  imageUrl: z.string().nullable(),
  heading: z.string(),
  notice: z.string().nullable(),
  /** Extra lines under the card: long-stud label, benefits or requirements, spindle nut. */
  lines: z.array(z.string()).default([]),
  /** 'Warranty: 5 years/500,000 miles' when the warranty text applies (hubCard.warrantyText), shown with the warranty link. */
  warranty: z.string().nullable().default(null),
  /** The hub's warranty document (a resolved URL, opened in a new tab as 'Warranty details'). */
  warrantyUrl: z.string().nullable().default(null),
  /** The GAWR note: its {{marked}} texts carry the URL of their link, or null and stay plain text. */
  gawrNote: z.array(NoteSegment).nullable().default(null),
  /** The installation bulletin of the GAWR note (IBLink), a resolved URL. */
  bulletinUrl: z.string().nullable().default(null),
  /** Trailer hubs: the suggested Grade 00 semi-fluid grease fill volume document, a resolved URL. */
  greaseFillUrl: z.string().nullable().optional(),
  /** 'plus': Yes to the wizard's PreSet Plus upgrade on a PreSet hub, so its job list gets the Plus nut. */
  jobNut: z.enum(['plus']).optional(),
  route,
});
export type HubCard = z.infer<typeof HubCard>;

/** One answer the visitor gave on the way to hub results, changeable by going to its step (go-to-step). */
export const GivenAnswer = z.object({
  step: z.number().int(),
  /** The question in a few words ('Truck make'). */
  question: z.string(),
  answer: z.string(),
});
export type GivenAnswer = z.infer<typeof GivenAnswer>;

export const HubResultsData = z.object({
  title: z.string(),
  /** The answers that led here, oldest first; empty when the results came from a number alone. */
  answers: z.array(GivenAnswer).max(60).optional(),
  matchedBy: z.string().nullable(),
  hubs: z.array(HubCard).min(1),
  /** Notes shown once above the cards (trailer rotor size, spindle nut offer, ...). */
  notes: z.array(z.string()).default([]),
  /** How many hubs match when `hubs` holds only the first of them (a note says so). */
  total: z.number().int().min(0).max(100_000).optional(),
  /** false: not a recommendation ('Success!'): a hub not available, or a hub shown beside another answer. */
  success: z.boolean().optional(),
  route,
});

export const OutcomeData = z.object({
  kind: z.enum(['no-results', 'not-available', 'unitized', 'exclusive', 'splined', 'discontinued', 'info']),
  title: z.string(),
  paragraphs: z.array(z.string()),
  links: z.array(Link).default([]),
  /** Other ways to find the part ('Or find the part another way:'), shown after the links. */
  ways: z.array(Link).max(8).optional(),
  /** The wizard's answers that led to this outcome (unitized, no hubs), as on its results; oldest first. */
  answers: z.array(GivenAnswer).max(60).optional(),
  route,
});

export const QuestionOption = z.object({
  label: z.string(),
  /** Second line: millimetres, kilograms, bearing descriptions, ... */
  sublabel: z.string().nullable().default(null),
  value: z.string().max(200),
  imageUrl: z.string().nullable().default(null),
  /** How many parts would still match with this option chosen. */
  count: z.number().int().min(0).optional(),
  /** Not a value: 'not-sure' skips the question, 'show-now' shows the few parts left instead of asking. */
  role: z.enum(['not-sure', 'show-now']).optional(),
});

export const QuestionData = z.object({
  /** Unique per question asked; an answer names it, so an old question can be answered again (replay). */
  questionId: z.string().max(120),
  flow: z.string().max(40),
  code: z.string().max(40),
  title: z.string(),
  intro: z.array(z.string()).default([]),
  diagramUrl: z.string().nullable().default(null),
  /** Alt text of the diagram (what it shows), for the <img alt>; optional so older question literals stay valid. */
  diagramAlt: z.string().nullable().optional(),
  columns: z.union([z.literal(1), z.literal(2)]),
  options: z.array(QuestionOption).min(1),
  /**
   * Where the hub wizard is: this is question `number`, of about `about` in all. An estimate, since the
   * answers decide which questions follow and questions with one possible answer are skipped.
   */
  progress: z.object({ number: z.number().int().min(1), about: z.number().int().min(1) }).optional(),
  /** The hub wizard step it asks: what go-to-step names to change its answer later. */
  step: z.number().int().optional(),
  /** How many parts match the answers so far, and the line that says so ('23 hubs still match'). */
  remaining: z.object({ count: z.number().int().min(0), text: z.string().max(80) }).optional(),
  route,
});

/** Tappable follow-ups the engine offers ("Search rotors", "Start over", ...). */
export const ChipsData = z.object({
  chips: z.array(z.object({ label: z.string(), text: z.string().max(200) })).min(1),
});

/** What the typed words were read as ("Freightliner", "Steer axle"): chips the user can take away. */
export const ReadValuesData = z.object({
  items: z
    .array(z.object({ code: z.string().regex(/^[a-z]{2,12}$/), label: z.string().max(80) }))
    .min(1)
    .max(12),
});

/** Any part result that is a list of labelled rows with an optional picture (rotor, drum, stud, kit, bearing). */
export const PartCardsData = z.object({
  title: z.string(),
  partKind: z.enum(['rotor', 'drum', 'stud', 'kit', 'bearing', 'seal', 'casting', 'part']),
  cards: z
    .array(
      z.object({
        number: z.string(),
        /** A short kind over the number, as the page's badge ('Hat'); display/labels.ts badgeLabel. */
        badge: z.string().max(60).nullable().optional(),
        heading: z.string().nullable().default(null),
        imageUrl: z.string().nullable().default(null),
        rows: z.array(z.tuple([z.string(), z.string()])).default([]),
        notes: z.array(z.string()).default([]),
        route: route.nullable().default(null),
      }),
    )
    .min(1),
  /** How many parts there are in all when the chat shows only the first of them ('12 of 19'). */
  total: z.number().int().min(0).max(100_000).optional(),
  /** How many of `total` the page lists, when its list is cut too (the result tools list the first 60). */
  listed: z.number().int().min(0).max(100_000).optional(),
  /** A number search's heading: what was searched and what it is (display/searched.ts). */
  searched: z.string().max(400).nullable().optional(),
  route,
});

export const PartGroupsData = z.object({
  title: z.string(),
  hubDescription: z.string(),
  hubAssemblyNumber: z.string(),
  groups: z.array(
    z.object({
      name: z.string(),
      items: z.array(
        z.object({
          partNumber: z.string(),
          description: z.string(),
          typeName: z.string(),
          route: route.nullable(),
          extra: z.array(z.tuple([z.string(), z.string()])).default([]),
        }),
      ),
    }),
  ),
  route,
});

export const CompareData = z.object({
  numbers: z.tuple([z.string(), z.string()]),
  rows: z.array(
    z.object({
      label: z.string(),
      values: z.tuple([z.string(), z.string()]),
      differs: z.boolean(),
      open: z.boolean(),
    }),
  ),
  route,
});

const CalculatorChoice = z.union([z.literal(0), z.literal(1)]);

/** A calculator step as a form in the conversation: choose a calculator, one step's inputs, or the email form. */
export const CalculatorFormData = z.object({
  /** Unique per form shown; the submit names it, so an old form cannot be submitted again. */
  formId: z.string().max(120),
  form: z.enum(['choose', 'inputs', 'email']),
  calculator: CalculatorChoice.nullable(),
  /** 'Calculators', 'Replace Calculator' or 'PreSet vs. Conventional Calculator'. */
  header: z.string(),
  step: z.string().max(40),
  title: z.string(),
  fields: z
    .array(
      z.object({
        name: z.string().max(40),
        label: z.string(),
        unit: z.enum(['money', 'hours', 'percent']),
        /** The value the field starts with: the default or what was entered before. */
        value: z.string().max(40),
      }),
    )
    .default([]),
  choices: z.array(z.object({ value: z.string().max(10), label: z.string(), hint: z.string() })).default([]),
  /** Field name -> message, when the engine refused the values sent. */
  errors: z.record(z.string(), z.string()).default({}),
  /** Lines under the fields (downtime cost examples). */
  hints: z.array(z.string()).default([]),
  submitLabel: z.string(),
  route,
});

const CalculatorSide = z.object({
  label: z.string(),
  hours: z.number(),
  parts: z.number(),
  labor: z.number(),
  repairCost: z.number(),
  downtime: z.number(),
  total: z.number(),
  margin: z.object({ parts: z.number(), labor: z.number(), total: z.number() }).nullable(),
});

/** The calculator's result card: both sides, savings (never negative), margins, the three benefits. */
export const CalculatorResultData = z.object({
  header: z.string(),
  results: z.object({
    chooseCalculator: CalculatorChoice,
    rebuild: CalculatorSide,
    replace: CalculatorSide,
    savings: z.number().min(0),
    repairSavings: z.number().min(0),
    benefits: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  route,
});

/** Data part schemas by name; the chat message type and the server's validation derive from this. */
export const dataPartSchemas = {
  'hub-results': HubResultsData,
  outcome: OutcomeData,
  question: QuestionData,
  chips: ChipsData,
  'read-values': ReadValuesData,
  'part-cards': PartCardsData,
  'part-groups': PartGroupsData,
  compare: CompareData,
  'calculator-form': CalculatorFormData,
  'calculator-result': CalculatorResultData,
  'job-parts': JobPartsData,
} as const;

export type DataParts = { [K in keyof typeof dataPartSchemas]: z.infer<(typeof dataPartSchemas)[K]> };

export type EngineMessage =
  | { kind: 'text'; markdown: string }
  | { [K in keyof DataParts]: { kind: K; data: DataParts[K] } }[keyof DataParts];
