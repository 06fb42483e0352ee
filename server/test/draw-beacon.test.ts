// Draws that mix in a drand round (GAME_RULES.md "No foreknowledge"), against a local fake beacon signing in quicknet's
// scheme: rounds fixed with the commitment, drawn with a checked round, late when the beacon is down for a while,
// refunded once when it stays down past the limit, and never drawn with a forged round.
import { randomUUID } from 'node:crypto';
import { DIALECTS, startTestApp, get, type TestApp } from './support/test-app';
import { firstPeriodOfDay, fundPlayer, ledgerSum, oddsId } from './support/draws';
import { FakeDrand } from './support/fake-drand';
import { placeSlip } from '../src/betting/place-slip';
import { drawPermutation } from '../src/domain/draw/draw-permutation';
import { assignedRound, beaconRoundIsGenuine, roundTime } from '../src/domain/draw/beacon-round';

const WAIT_SECONDS = 60;

describe.each(DIALECTS)('draws with a drand beacon (%s)', (dialect) => {
  let t: TestApp;
  const beacon = new FakeDrand();
  beforeAll(async () => {
    await beacon.start();
    t = await startTestApp(dialect, beacon.env({ DRAW_BEACON_WAIT_SECONDS: String(WAIT_SECONDS) }));
  });
  afterAll(async () => {
    await t.close();
    await beacon.stop();
  });
  beforeEach(() => {
    beacon.down = false;
    beacon.forge = false;
    beacon.delayMs = 0;
  });

  /** A committed day with a player's slip on its first period; the clock stands at that period's draw time. */
  async function periodWithBet(date: string) {
    const { clock, engine, period } = await firstPeriodOfDay(t.app, date);
    const player = await t.createPlayer();
    await fundPlayer(t.app, player.id, 10_000);
    clock.now = period.openAt + 1000;
    await placeSlip(t.app.db, t.dialect, { userId: player.id, issue: period.issue, requestId: randomUUID().replace(/-/g, ''), items: [{ oddsId: await oddsId(t.app, 1, '7'), amount: 1000 }] }, 'en', () => clock.now);
    clock.now = Math.max(period.drawAt, roundTime(beacon, period.beaconRound!));
    return { clock, engine, period, player };
  }

  const periodRow = (issue: string) => t.app.db.selectFrom('drawPeriod').selectAll().where('issue', '=', issue).executeTakeFirstOrThrow();

  it('assigns every period its round when the chain is committed, and publishes the rule with the commitment', async () => {
    const { period } = await firstPeriodOfDay(t.app, '20310101');
    const periods = await t.app.db.selectFrom('drawPeriod').select(['closeAt', 'beaconRound']).where('chainId', '=', '20310101').execute();
    for (const p of periods) expect(p.beaconRound).toBe(assignedRound(beacon, p.closeAt));
    expect(roundTime(beacon, period.beaconRound!)).toBeGreaterThanOrEqual(period.closeAt + 5000);
    expect(roundTime(beacon, period.beaconRound! - 1)).toBeLessThan(period.closeAt + 5000);
    const commitments = await get(t.app, '/api/app/lottery/result/commitments');
    const chain = commitments.body.data.list.find((c: { chainId: string }) => c.chainId === '20310101');
    expect(chain.beacon).toMatchObject({ scheme: 'bls-unchained-g1-rfc9380', chainHash: beacon.chainHash, publicKey: beacon.publicKey, genesisTime: beacon.genesisTime, periodSeconds: 3, delaySeconds: 5 });
    expect(chain.salt).toBe('');
  });

  it('draws with its round: the result carries round, randomness and signature, and recomputes with the randomness as salt', async () => {
    const { engine, period } = await periodWithBet('20310102');
    expect(await engine.draw(period.issue)).toBe(true);
    expect(await engine.draw(period.issue)).toBe(false);
    const drawn = await periodRow(period.issue);
    const expected = beacon.round(period.beaconRound!);
    expect(drawn).toMatchObject({ status: 'drawn', beaconRound: period.beaconRound, beaconRandomness: expected.randomness, beaconSignature: expected.signature });
    expect(drawPermutation(Buffer.from(drawn.revealedKeyHex!, 'hex'), period.issue, expected.randomness)).toEqual(drawn.result!.split(',').map(Number));
    expect(drawPermutation(Buffer.from(drawn.revealedKeyHex!, 'hex'), period.issue, '')).not.toEqual(drawn.result!.split(',').map(Number));
    const { body } = await get(t.app, `/api/app/lottery/result/info?issue=${period.issue}`);
    expect(body.data.beacon).toEqual({ round: period.beaconRound, randomness: expected.randomness, signature: expected.signature });
    expect(body.data.closeAt).toBe(new Date(period.closeAt).toISOString());
    expect(beaconRoundIsGenuine(body.data.beacon, period.beaconRound!, beacon.publicKey)).toBe(true);
    expect(beacon.requested.filter((r) => r === period.beaconRound)).toHaveLength(1);
  });

  it('waits for a round that is not out yet, without asking the beacon', async () => {
    const { clock, engine, period } = await periodWithBet('20310103');
    const asked = beacon.requested.length;
    clock.now = roundTime(beacon, period.beaconRound!) - 1;
    expect(await engine.draw(period.issue)).toBe(false);
    expect(beacon.requested.length).toBe(asked);
    expect((await periodRow(period.issue)).status).toBe('scheduled');
  });

  it('draws late with the right round when the beacon is down for less than the limit', async () => {
    const { clock, engine, period, player } = await periodWithBet('20310104');
    beacon.down = true;
    expect(await engine.draw(period.issue)).toBe(false);
    clock.now += 20_000;
    expect(await engine.draw(period.issue)).toBe(false);
    expect((await periodRow(period.issue)).status).toBe('scheduled');
    beacon.down = false;
    clock.now += 20_000;
    expect(await engine.draw(period.issue)).toBe(true);
    await engine.settle(period.issue);
    const drawn = await periodRow(period.issue);
    expect(drawn.status).toBe('settled');
    expect(drawn).toMatchObject({ beaconRound: period.beaconRound, beaconRandomness: beacon.round(period.beaconRound!).randomness });
    const ledger = await ledgerSum(t.app, player.id);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('refunds the period exactly once when the beacon stays down past the limit, and never draws it', async () => {
    const { clock, engine, period, player } = await periodWithBet('20310105');
    beacon.down = true;
    expect(await engine.draw(period.issue)).toBe(false);
    clock.now = period.drawAt + WAIT_SECONDS * 1000 - 1;
    expect(await engine.draw(period.issue)).toBe(false);
    expect((await periodRow(period.issue)).status).toBe('scheduled');
    clock.now = period.drawAt + WAIT_SECONDS * 1000;
    // Past the limit: cancelled and refunded; the refund run again, or a draw once the beacon is back, changes nothing.
    expect(await engine.draw(period.issue)).toBe(false);
    expect(await engine.refund(period.issue)).toBeUndefined();
    beacon.down = false;
    expect(await engine.draw(period.issue)).toBe(false);
    expect(await engine.refund(period.issue)).toBeUndefined();
    const row = await periodRow(period.issue);
    expect(row).toMatchObject({ status: 'refunded', cancelReason: 'beaconUnavailable', result: null, beaconRandomness: null });
    const refunds = await t.app.db.selectFrom('balanceLog').select(['amount']).where('userId', '=', player.id).where('type', '=', 5).execute();
    expect(refunds).toEqual([{ amount: 1000 }]);
    expect(await ledgerSum(t.app, player.id)).toEqual({ sum: 10_000, balance: 10_000 });
  });

  it('refuses a forged round (signed with another key): the period is not drawn with it', async () => {
    const { clock, engine, period } = await periodWithBet('20310106');
    beacon.forge = true;
    expect(await engine.draw(period.issue)).toBe(false);
    clock.now += 10_000;
    expect(await engine.draw(period.issue)).toBe(false);
    expect(await periodRow(period.issue)).toMatchObject({ status: 'scheduled', result: null, beaconRandomness: null });
    beacon.forge = false;
    clock.now += 1000;
    expect(await engine.draw(period.issue)).toBe(true);
    expect((await periodRow(period.issue)).beaconSignature).toBe(beacon.round(period.beaconRound!).signature);
  });

  it('gives up on a slow relay after its timeout and draws once it answers in time', async () => {
    const { engine, period } = await periodWithBet('20310107');
    beacon.delayMs = 1500; // the test configuration's timeout is 500 ms
    expect(await engine.draw(period.issue)).toBe(false);
    beacon.delayMs = 0;
    expect(await engine.draw(period.issue)).toBe(true);
  });
});
