// Starts the real server (built client, PGlite in a temp folder) on a free port, as a user would run it.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerBundle, SERVER_BUNDLE, serverBundleStale } from '../../scripts/server-bundle.mjs';
import { freePort } from './free-port.ts';

export type RunningServer = {
  url: string;
  dataDir: string;
  /** The server process, e.g. to read its memory. */
  pid: () => number | undefined;
  stop: () => Promise<void>;
  restart: () => Promise<void>;
  /** Stops the server but keeps its data (the app is down until resume). */
  halt: () => Promise<void>;
  /** Kills the server with SIGKILL (no shutdown at all), keeping its data; resume starts it again. */
  crash: () => Promise<void>;
  resume: () => Promise<void>;
  /** The log of the latest start, up to the line saying the catalog indexes are ready. */
  startLog: () => string;
  /** Whether the server process is still running. */
  alive: () => boolean;
  /** GETs an API path with the built client's public key (PUBLIC_API_KEY's default) and parses the JSON. */
  getJson: <T>(path: string) => Promise<T>;
};

const PUBLIC_API_KEY = 'web-client-public-key';

/** What a launch waits for in the log: the server listens at once, and serves the catalog once this is said. */
const READY_LINE = 'indexes ready';

type Launched = { child: ChildProcess; startLog: string };

let bundleChecked = false;

/**
 * The server process on loopback `port` and `dataDir`, logging at info to its piped stdout; `env` adds to or
 * overrides that, `nodeFlags` go before the script (e.g. --expose-gc). It runs the server's bundle, as
 * `npm start` does, bundled again first when the sources are newer (once per test process; the global
 * set-up's first server does it before the files run in parallel).
 */
export function spawnServer(
  port: number,
  dataDir: string,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): ChildProcess {
  if (!bundleChecked && serverBundleStale()) buildServerBundle();
  bundleChecked = true;
  return spawn(process.execPath, [...nodeFlags, '--enable-source-maps', SERVER_BUNDLE], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // no demo notifications: their modal would cover the page of tests about other things
      DEMO_NOTIFICATIONS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Spawns the server and waits until it says its indexes are ready. */
export function launchServer(port: number, dataDir: string, env: Record<string, string>): Promise<Launched> {
  const child = spawnServer(port, dataDir, env);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes(READY_LINE)) return;
      // from here on the log (one line per request) is read and dropped, not kept
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolve({ child, startLog: output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Starts the server on a fresh temporary data folder (removed on stop), a copy of `options.template` when
 * given (a data folder a server has started on before), or on `options.dataDir`, which is kept (the
 * benchmark reuses a scale-100 catalog imported once).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; template?: string } = {},
): Promise<RunningServer> {
  const keep = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'wef-test-'));
  if (!keep && options.template) cpSync(options.template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // the address emails link to, as an operator sets it (a test may set another)
  const withUrl = { PUBLIC_URL: url, ...env };
  let { child, startLog } = await launchServer(port, dataDir, withUrl);
  const halt = () => stopChild(child);
  const resume = async () => {
    ({ child, startLog } = await launchServer(port, dataDir, withUrl));
  };
  return {
    url,
    dataDir,
    pid: () => child.pid,
    async restart() {
      await halt();
      await resume();
    },
    halt,
    crash: () => stopChild(child, 'SIGKILL'),
    startLog: () => startLog,
    alive: () => child.exitCode === null && child.signalCode === null,
    resume,
    async getJson<T>(path: string) {
      const res = await fetch(`${url}${path}`, { headers: { 'Ocp-Apim-Subscription-Key': PUBLIC_API_KEY } });
      return (await res.json()) as T;
    },
    async stop() {
      await stopChild(child);
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
