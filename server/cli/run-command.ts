// How an operator command ends: its exit code from main, or 1 with the error's message (not a stack).
export async function runCommand(main: (argv: string[]) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}
