// Runs an operator command (npm run outbox, notifications, catalog:import...) as its own process on the
// embedded database, whatever DATABASE_URL the shell has; resolves with its exit code and all it printed.
import { spawn } from 'node:child_process';

export function runCommand(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const { DATABASE_URL: _, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const add = (d: Buffer) => {
      output += d.toString();
    };
    child.stdout.on('data', add);
    child.stderr.on('data', add);
    child.on('exit', (code) => resolve({ code, output }));
  });
}
