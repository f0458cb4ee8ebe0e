// The trade's words, as rows: what a mechanic says at the counter and which catalog value it names.
// Values are the catalog's own value labels (a row whose label the catalog lacks is simply not used).
// Reading the rows is tools/engine/words/read-words.ts; each row has a phrasing in the table test.

/** The hub categories words may name, plus `position` (an axle position: answers the axle question). */
export type WordCode = 'tcomp' | 'brkty' | 'tmake' | 'hcmty' | 'wmslc' | 'position';

/** One meaning: the category and the catalog's value label (for `position`: Steer or Drive). */
export type Meaning = { code: WordCode; value: string };

export type TradeRow = {
  /** What is typed: one word, or words said next to each other ("blue bird"). */
  say: string;
  means: Meaning[];
};

const make = (value: string): Meaning => ({ code: 'tmake', value });
const truck: Meaning = { code: 'tcomp', value: 'Truck' };
const trailer: Meaning = { code: 'tcomp', value: 'Trailer' };
const bus: Meaning = { code: 'tcomp', value: 'School Bus' };
const steer: Meaning = { code: 'position', value: 'Steer' };
const drive: Meaning = { code: 'position', value: 'Drive' };
const drum: Meaning = { code: 'brkty', value: 'Drum' };
const disc: Meaning = { code: 'brkty', value: 'Disc' };
const aluminumHub: Meaning = { code: 'hcmty', value: 'Aluminum' };
const ironHub: Meaning = { code: 'hcmty', value: 'Ductile Iron' };
const steelWheel: Meaning = { code: 'wmslc', value: 'Steel' };
const aluminumWheel: Meaning = { code: 'wmslc', value: 'Aluminum' };

/** A truck model names its make, and that it is a truck. */
const model = (say: string, value: string): TradeRow => ({ say, means: [make(value), truck] });
/** A nickname or company name names the make only (the company builds more than trucks). */
const nickname = (say: string, value: string): TradeRow => ({ say, means: [make(value)] });
/** A school-bus body maker names a bus, and the make when the catalog lists it. */
const busMaker = (say: string, value: string): TradeRow => ({ say, means: [make(value), bus] });

export const TRADE_ROWS: readonly TradeRow[] = [
  // Truck makes by model and nickname
  model('cascadia', 'Freightliner'),
  model('m2', 'Freightliner'),
  model('columbia', 'Freightliner'),
  model('coronado', 'Freightliner'),
  nickname('freightliner', 'Freightliner'),
  nickname('shaker', 'Freightliner'),
  // as parts counters and work orders shorten it
  nickname('frtlnr', 'Freightliner'),
  nickname('frtl', 'Freightliner'),
  model('579', 'Peterbilt'),
  model('389', 'Peterbilt'),
  model('567', 'Peterbilt'),
  model('379', 'Peterbilt'),
  nickname('pete', 'Peterbilt'),
  nickname('peterbilt', 'Peterbilt'),
  model('t680', 'Kenworth'),
  model('t800', 'Kenworth'),
  model('w900', 'Kenworth'),
  model('t880', 'Kenworth'),
  nickname('kw', 'Kenworth'),
  nickname('kenworth', 'Kenworth'),
  nickname('kenny', 'Kenworth'),
  model('vnl', 'Volvo'),
  model('vnr', 'Volvo'),
  model('vhd', 'Volvo'),
  nickname('volvo', 'Volvo'),
  model('anthem', 'Mack'),
  model('granite', 'Mack'),
  model('pinnacle', 'Mack'),
  nickname('mack', 'Mack'),
  model('lt', 'International'),
  model('prostar', 'International'),
  model('lonestar', 'International'),
  model('durastar', 'International'),
  model('workstar', 'International'),
  nickname('navistar', 'International'),
  nickname('international', 'International'),
  nickname('intl', 'International'),
  nickname('ih', 'International'),
  nickname('harvester', 'International'),
  model('4900', 'Western Star'),
  model('5700', 'Western Star'),
  model('49x', 'Western Star'),
  nickname('western star', 'Western Star'),
  model('f750', 'Ford'),
  model('f650', 'Ford'),
  // said with a dash, which splits the word: 'F-750', 'T-800'
  model('f 750', 'Ford'),
  model('f 650', 'Ford'),
  model('t 800', 'Kenworth'),
  model('t 680', 'Kenworth'),
  model('w 900', 'Kenworth'),
  nickname('ford', 'Ford'),
  nickname('hino', 'Hino'),
  nickname('autocar', 'Autocar'),
  // truck makes the catalog does not list by name: its own 'Other/Not Listed' answer, rather than dropped
  model('sterling', 'Other/Not Listed'),
  model('isuzu', 'Other/Not Listed'),
  model('oshkosh', 'Other/Not Listed'),
  model('gmc', 'Other/Not Listed'),
  model('chevrolet', 'Other/Not Listed'),
  model('chevy', 'Other/Not Listed'),
  model('fuso', 'Other/Not Listed'),
  // School-bus body makers
  busMaker('blue bird', 'Blue Bird'),
  busMaker('bluebird', 'Blue Bird'),
  busMaker('thomas', 'Thomas Built'),
  busMaker('thomas built', 'Thomas Built'),
  busMaker('ic bus', 'IC Bus'),
  // What is being fitted
  { say: 'truck', means: [truck] },
  { say: 'tractor', means: [truck] },
  { say: 'semi', means: [truck] },
  { say: 'trailer', means: [trailer] },
  { say: 'school bus', means: [bus] },
  { say: 'bus', means: [bus] },
  // Axle positions: they answer the axle question (steer or drive axles only)
  { say: 'steer', means: [steer] },
  { say: 'steering', means: [steer] },
  { say: 'front', means: [steer] },
  { say: 'drive', means: [drive] },
  { say: 'drive axle', means: [drive] },
  { say: 'rear', means: [drive] },
  { say: 'trailer axle', means: [trailer] },
  // Brakes
  { say: 'drum', means: [drum] },
  { say: 'drum brake', means: [drum] },
  { say: 'disc', means: [disc] },
  { say: 'disk', means: [disc] },
  { say: 'air disc', means: [disc] },
  { say: 'disc brake', means: [disc] },
  { say: 'disk brake', means: [disc] },
  // Hub material; 'aluminum wheel' is the wheel, read first because it is longer
  { say: 'aluminum', means: [aluminumHub] },
  { say: 'aluminium', means: [aluminumHub] },
  { say: 'alloy hub', means: [aluminumHub] },
  { say: 'aluminum hub', means: [aluminumHub] },
  { say: 'iron', means: [ironHub] },
  { say: 'ductile', means: [ironHub] },
  { say: 'cast iron', means: [ironHub] },
  // Wheels
  { say: 'steel', means: [steelWheel] },
  { say: 'steel wheel', means: [steelWheel] },
  { say: 'aluminum wheel', means: [aluminumWheel] },
  { say: 'aluminium wheel', means: [aluminumWheel] },
  { say: 'alloy', means: [aluminumWheel] },
  { say: 'alloy wheel', means: [aluminumWheel] },
  { say: 'alcoa', means: [aluminumWheel] },
];

/**
 * Words that are known but name no value: a typo is never corrected onto a value word when it is one of
 * these, and a known word is never corrected at all ('steer' is not 'steel'). Tag, pusher and lift axles
 * are known so that they are asked about, never guessed (which hub they take depends on the axle).
 */
export const KNOWN_WORDS: readonly string[] = (
  'hub hubs assembly wheel wheels axle axles rotor drum stud casting component kit bearing seal ' +
  'fit fits fitting year model side left right inner outer tag pusher lift spindle nut brake ' +
  'brakes compare calculator for what which where does will on my a the and or with new old ' +
  'heavy duty light medium tandem single dual rig unit chassis tire lug'
).split(' ');

/** What to call a category to the user (the internal codes never reach the user). */
export const CATEGORY_NAMES: Record<string, string> = {
  tcomp: 'vehicle',
  brkty: 'brake type',
  tmake: 'truck make',
  aaxna: 'axle type',
  position: 'axle position',
  hcmty: 'hub material',
  wmslc: 'wheel type',
  gawrr: 'GAWR',
};

/** How a value of a category reads in a question or a chip ("steer axle", "steel wheels"). */
export const VALUE_NOUNS: Record<string, string> = {
  aaxna: 'axle',
  brkty: 'brakes',
  hcmty: 'hub',
  wmslc: 'wheels',
};
