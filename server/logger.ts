// Structured JSON logs (pino); the level comes from configuration.
import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: pino.LevelWithSilent): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
