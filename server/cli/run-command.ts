// How an operator command reads its options and ends: its exit code from main, or 1 with the error's
// message (not a stack).
import { type ParseArgsConfig, parseArgs } from 'node:util';
export async function runCommand(main: (argv: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}

/**
 * node's parseArgs (strict, its default), or what is wrong with the arguments: its error cut to the
 * sentence that says it (the rest goes on about '--' and positionals).
 */
export function parseOptions<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> | string {
  try {
    return parseArgs(config);
  } catch (err) {
    return (err instanceof Error ? err.message : String(err)).split(/\n|(?<=\.) To specify/)[0] ?? '';
  }
}
