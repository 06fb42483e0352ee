// A child process a test kills with SIGKILL at a line it prints: start it, wait for a marker, kill it after a delay.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface Child {
  process: ChildProcess;
  lines: string[];
  /** Resolves true when a line starting with `marker` appears, false if the child exits first. */
  waitFor(marker: string): Promise<boolean>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Names a child in failure messages: its script and the mode it runs (the value of its *_MODE variable). */
function label(script: string, env: Record<string, string>): string {
  const mode = Object.entries(env).find(([name]) => name.endsWith('_MODE'))?.[1];
  return mode ? `${path.basename(script)} (${mode})` : path.basename(script);
}

export function startChild(script: string, cwd: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters: Array<{ marker: string; resolve: (seen: boolean) => void }> = [];
  let stderr = '';
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      lines.push(line);
      for (const w of waiters.filter((w) => line.startsWith(w.marker))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(true);
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => {
      for (const w of waiters.splice(0)) w.resolve(false);
      if (code !== 0 && signal !== 'SIGKILL') process.stderr.write(`child ${label(script, env)} exited ${code}:\n${stderr}\n`);
      resolve({ code, signal });
    }),
  );
  return {
    process: child,
    lines,
    exited,
    waitFor(marker) {
      if (lines.some((l) => l.startsWith(marker))) return Promise.resolve(true);
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(false);
      return new Promise((resolve) => waiters.push({ marker, resolve }));
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a child to the end and answers its lines; throws if it does not exit cleanly. */
export async function runToEnd(script: string, cwd: string, env: Record<string, string>): Promise<string[]> {
  const child = startChild(script, cwd, env);
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`child ${label(script, env)} exited with ${code}`);
  return child.lines;
}

/** Starts a child, waits for `marker`, then `delayMs`, then SIGKILL. `killed` is false if the child finished first. */
export async function killAt(script: string, cwd: string, env: Record<string, string>, marker: string, delayMs: number): Promise<{ killed: boolean; lines: string[] }> {
  const child = startChild(script, cwd, env);
  const seen = await child.waitFor(marker);
  if (seen && delayMs > 0) await Promise.race([sleep(delayMs), child.exited]);
  const killed = child.process.exitCode === null && child.process.signalCode === null && child.process.kill('SIGKILL');
  const { code, signal } = await child.exited;
  if (!killed && code !== 0) throw new Error(`child ${label(script, env)} exited with ${code} (${signal}) before the kill`);
  return { killed: killed && signal === 'SIGKILL', lines: child.lines };
}
