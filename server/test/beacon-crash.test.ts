// kill -9 of a real server process while a period waits for its drand round (the fake beacon down): the period is left
// scheduled with nothing paid, and the restarted server draws it once with its assigned round and settles it once.
import path from 'node:path';
import { DIALECTS } from './support/test-app';
import { childDatabase } from './support/child-database';
import { runToEnd, startChild } from './support/killable-child';
import { ledgerChains } from './support/draws';
import { FakeDrand } from './support/fake-drand';
import { drawPermutation } from '../src/domain/draw/draw-permutation';

const CHILD = path.join(__dirname, 'fixtures', 'beacon-crash-child.ts');
const SERVER_DIR = path.join(__dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('kill -9 while a period waits for its beacon round (%s)', (dialect) => {
  const beacon = new FakeDrand();
  const children = childDatabase(dialect, 'beacon', {});
  beforeAll(() => beacon.start());
  afterAll(() => beacon.stop());

  it('leaves the period scheduled and unpaid, and the restarted server draws it once with its round', async () => {
    const env = { ...children.env, ...beacon.env({ DRAW_BEACON_WAIT_SECONDS: '600', DRAW_BEACON_TIMEOUT_MS: '3000' }) };
    const setup = await runToEnd(CHILD, SERVER_DIR, { ...env, BEACON_CRASH_MODE: 'setup' });
    const { issue, round } = JSON.parse(setup.find((l) => l.startsWith('@json '))!.slice(6)) as { issue: string; round: number };
    const db = await children.open();

    // The beacon is down: the server asks for the round (after its time), gets nothing, and waits; killed meanwhile.
    beacon.down = true;
    const waiting = startChild(CHILD, SERVER_DIR, { ...env, BEACON_CRASH_MODE: 'serve' });
    expect(await waiting.waitFor('@ready')).toBe(true);
    for (let i = 0; i < 300 && beacon.requested.filter((r) => r === round).length < 2; i++) await sleep(50);
    expect(beacon.requested.filter((r) => r === round).length).toBeGreaterThanOrEqual(2);
    waiting.process.kill('SIGKILL');
    expect((await waiting.exited).signal).toBe('SIGKILL');
    await children.backendsGone(db);
    const before = await db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirstOrThrow();
    expect(before).toMatchObject({ status: 'scheduled', result: null, beaconRandomness: null });
    const credits = () => db.selectFrom('balanceLog').select('id').where('type', 'in', [4, 5]).execute();
    expect(await credits()).toEqual([]);

    // Back up: the restarted server draws it with round R_k, once, and settles it.
    beacon.down = false;
    beacon.round(round); // signed ahead (the first signature costs this process a moment): the relay answers at once
    const asked = beacon.requested.length;
    await runToEnd(CHILD, SERVER_DIR, { ...env, BEACON_CRASH_MODE: 'serve' });
    const after = await db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirstOrThrow();
    const expected = beacon.round(round);
    expect(after).toMatchObject({ status: 'settled', beaconRound: round, beaconRandomness: expected.randomness, beaconSignature: expected.signature });
    expect(drawPermutation(Buffer.from(after.revealedKeyHex!, 'hex'), issue, expected.randomness)).toEqual(after.result!.split(',').map(Number));
    expect(beacon.requested.slice(asked).filter((r) => r === round)).toHaveLength(1);
    const paid = await db.selectFrom('balanceLog').select('refKey').where('type', 'in', [4, 5]).execute();
    expect(new Set(paid.map((p) => p.refKey)).size).toBe(paid.length);
    const { broken, users } = await ledgerChains(db);
    expect(broken).toEqual([]);
    for (const user of users) expect(user.balance).toBe(user.ledger);
  }, 90_000);
});
