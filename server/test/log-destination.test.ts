// The running server's log is written in batches (http/log-destination.ts): a line still reaches the log promptly on a
// quiet server, and nothing logged before the process ends is lost, whether it exits or dies of an uncaught error.
import path from 'node:path';
import { startChild } from './support/killable-child';

const script = path.join(__dirname, 'fixtures', 'batched-log-child.ts');
const cwd = path.join(__dirname, '..');

const logged = (lines: string[]) => lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { n: number; msg: string });

describe('batched log destination', () => {
  it('writes a lone line within its flush interval, while the process keeps running', async () => {
    const child = startChild(script, cwd, { LOG_CHILD_MODE: 'quiet' });
    try {
      // The child stays up 10 s: a line held until exit would come too late.
      const inTime = await Promise.race([child.waitFor('{'), new Promise<false>((resolve) => setTimeout(() => resolve(false), 3_000))]);
      expect(inTime).toBe(true);
      expect(logged(child.lines)).toEqual([expect.objectContaining({ n: 0, msg: 'a lone line' })]);
    } finally {
      child.process.kill('SIGKILL');
      await child.exited;
    }
  });

  it.each(['exit', 'fatal'])('keeps every line logged before the process ends (%s)', async (mode) => {
    const child = startChild(script, cwd, { LOG_CHILD_MODE: mode });
    const { code } = await child.exited;
    expect(code).toBe(mode === 'exit' ? 0 : 1);
    expect(logged(child.lines).map((line) => line.n)).toEqual(Array.from({ length: 2_000 }, (_, n) => n));
  });
});
