// Draw engine benchmark: times 10^6 draws (and chain generation) straight from the TypeScript sources. Figures only, no pass/fail.
// Run: node scripts/bench/draws.mjs [draws] [beacon draws]. Loads the sources through tsx, so it needs no build and cannot run stale code.
import os from 'node:os';
import { tsImport } from 'tsx/esm/api';

const DRAWS = Number(process.argv[2] ?? 1_000_000);
const source = (name) => tsImport(`../../server/src/domain/draw/${name}.ts`, import.meta.url);
const { drawPermutation, DRAW_ALGORITHM_VERSION } = await source('draw-permutation');
const { createHashChain } = await source('hash-chain');

function seconds(start) {
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function timeChain(length, repeats) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < repeats; i++) createHashChain(length);
  return (seconds(start) / repeats) * 1000;
}

// Keys of a real chain, rotated over distinct issues: the work a period's draw does.
const chain = createHashChain(1440);
const keys = Array.from({ length: chain.length }, (_, index) => chain.keyFor(index + 1));
const run = (count) => {
  let checksum = 0;
  for (let i = 0; i < count; i++) checksum += drawPermutation(keys[i % keys.length], String(202501010001 + i), '')[0];
  return checksum;
};

run(20_000); // warm-up: let the JIT settle before timing
const start = process.hrtime.bigint();
const checksum = run(DRAWS);
const total = seconds(start);

console.log(`Draw engine (${DRAW_ALGORITHM_VERSION}), Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`);
console.log(`  ${DRAWS.toLocaleString('en')} draws   ${total.toFixed(2)} s   ${Math.round(DRAWS / total).toLocaleString('en')} draws/s   ${((total / DRAWS) * 1e6).toFixed(2)} µs/draw   (mean champion ${(checksum / DRAWS).toFixed(3)})`);
console.log(`  hash chain of 288 keys    ${timeChain(288, 50).toFixed(3)} ms`);
console.log(`  hash chain of 1,440 keys  ${timeChain(1440, 20).toFixed(3)} ms`);

// With a drand beacon (issue 20): what a period's draw adds when DRAW_BEACON=drand. Its round fetched from the local fake
// relay (server/test/support/fake-drand.ts, rounds signed beforehand so only the server's side is timed) and checked
// (BLS pairing + SHA-256), then the draw with the round's randomness as salt; and the check alone.
const BEACON_DRAWS = Number(process.argv[3] ?? 200);
const { beaconRoundIsGenuine } = await source('beacon-round');
const { FakeDrand } = await tsImport('../../server/test/support/fake-drand.ts', import.meta.url);
const { DrandBeacon } = await tsImport('../../server/src/draws/draw-beacon.ts', import.meta.url);
const relay = await new FakeDrand().start();
const quiet = { warn() {}, error() {}, info() {} };
const beacon = new DrandBeacon({ relays: [relay.url], chainHash: relay.chainHash, publicKey: relay.publicKey, timeoutMs: 3000, waitSeconds: 600 }, quiet);
const rounds = Array.from({ length: BEACON_DRAWS }, (_, i) => relay.round(1_000_000 + i));
beaconRoundIsGenuine(rounds[0], rounds[0].round, relay.publicKey); // warm-up: the curve's precomputed tables
let started = process.hrtime.bigint();
for (const round of rounds) if (!beaconRoundIsGenuine(round, round.round, relay.publicKey)) throw new Error('round refused');
const verifyMs = (seconds(started) / BEACON_DRAWS) * 1000;
started = process.hrtime.bigint();
let beaconChecksum = 0;
for (let i = 0; i < BEACON_DRAWS; i++) {
  const round = await beacon.fetchRound(relay, 1_000_000 + i);
  beaconChecksum += drawPermutation(keys[i % keys.length], String(202501010001 + i), round.randomness)[0];
}
const withBeaconMs = (seconds(started) / BEACON_DRAWS) * 1000;
await relay.stop();
console.log(`  with a drand beacon (${BEACON_DRAWS} draws, local relay): ${withBeaconMs.toFixed(2)} ms/draw (fetch + BLS check + draw); the BLS check alone ${verifyMs.toFixed(2)} ms; without a beacon: ${((total / DRAWS) * 1000).toFixed(4)} ms/draw   (mean champion ${(beaconChecksum / BEACON_DRAWS).toFixed(2)})`);
