// The parts flows (rotor, drum, casting, rotor casting, drum casting, stud) for the pages and the chat.
export * from './flows.ts';
export * from './given-answers.ts';
export * from './labels.ts';
export * from './messages.ts';
export * from './pairs.ts';
export * from './rules.ts';
export * from './step.ts';
