/** The verify screen: it reads the one draw from the server when it opens (which puts it in a signed-in player's viewing history) and verifies that copy. */
import { createHash, webcrypto } from 'crypto';
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { verifyDraw } from '@racing/shared/src/fair/verify-draw';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@racing/shared/src/api/app-api-client';
import { renderBetting } from '../../../test/render-betting';
import type { DrawResult } from '../../../api/draw-api';
import { VerifyView } from './verify-view';

jest.mock('@racing/shared/src/api/app-api-client', () => ({ api: { get: jest.fn(), post: jest.fn() } }));
const get = api.get as jest.Mock;

// jsdom has no crypto.subtle; Node's WebCrypto is the same API a browser offers in a secure context.
const jsdomCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));
afterAll(() => jsdomCrypto && Object.defineProperty(globalThis, 'crypto', jsdomCrypto));

// GAME_RULES.md test vector: period 1 of its chain reveals x_1, whose SHA-256 is the published commitment x_0.
const x0 = '4decd6e387a1dfb3e54c485ee6f3a898d3dd4bb7c28eb2650d8419a3bead0160';
const x1 = '32ba476771d01e37807990ead8719f08af494723de1d228f2c2c07cc0aa40bac';
const draw: DrawResult = { issue: '20250101001', places: [5, 10, 1, 7, 3, 4, 2, 6, 9, 8], drawAt: '2025-01-01T00:05:00.000Z', status: 'settled', seed: x1, chainId: '20250101', chainIndex: 1, closeAt: '2025-01-01T00:04:30.000Z', beacon: null };
let commitment = { chainId: '20250101', game: 'pk10', length: 3, periods: 3, firstIssue: '20250101001', commitment: x0, algorithm: 'pk10-hmac-sha256-v1', salt: '', createTime: '2024-12-31T00:00:00.000Z' };

const fullDay = commitment;
/** Answers like the server: the one draw asked for (`served`), the commitments, and nothing before the chain's first period. */
function serve(served: DrawResult | Error) {
  get.mockImplementation(async (path: string) => {
    if (path === '/app/lottery/result/info') {
      if (served instanceof Error) throw served;
      return served;
    }
    if (path === '/app/lottery/result/commitments') return { list: [commitment], pagination: { page: 1, size: 100, total: 1 } };
    if (path === '/app/lottery/result/getList') return { list: [], pagination: { page: 1, size: 1, total: 0, cursor: null } };
    throw new Error(`unexpected ${path}`);
  });
}

async function open(result: DrawResult, onClose = jest.fn()) {
  await act(async () => {
    await renderBetting(<VerifyView result={result} onClose={onClose} />);
  });
  return onClose;
}

beforeEach(() => {
  get.mockReset();
  commitment = fullDay;
});

it('reads the draw from the server when it opens and verifies it step by step', async () => {
  serve(draw);
  const onClose = await open(draw);
  expect(get).toHaveBeenCalledWith('/app/lottery/result/info', { issue: '20250101001' });
  await waitFor(() => expect(screen.getByTestId('verify-verdict')).toHaveTextContent('Verified ✓'));
  expect(screen.getByTestId('verify-places')).toHaveTextContent('✓');
  await userEvent.setup().click(screen.getByTestId('verify-close'));
  expect(onClose).toHaveBeenCalled();
});

it("verifies the server's copy of the draw, not the one it was opened with", async () => {
  serve(draw);
  await open({ ...draw, places: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
  await waitFor(() => expect(screen.getByTestId('verify-verdict')).toHaveTextContent('Verified ✓'));
});

it('fails the verification when the served draw does not follow from its key', async () => {
  serve({ ...draw, places: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
  await open(draw);
  await waitFor(() => expect(screen.getByTestId('verify-verdict')).toHaveTextContent('Verification failed ✗'));
});

it('says the last hash equals the published commitment when it does', async () => {
  serve(draw);
  await open(draw);
  await waitFor(() => expect(screen.getByTestId('verify-chain')).toHaveTextContent('The last hash equals the published commitment x₀. ✓'));
});

it('says the last hash differs from a commitment that was changed, and does not call that hash x₀', async () => {
  commitment = { ...fullDay, commitment: `${x0.slice(0, -2)}00` };
  serve(draw);
  await open(draw);
  await waitFor(() => expect(screen.getByTestId('verify-verdict')).toHaveTextContent('Verification failed ✗'));
  expect(screen.getByTestId('verify-chain')).toHaveTextContent('The last hash differs from the published commitment x₀. ✗');
  const lastLink = screen.getByTestId('verify-chain').previousElementSibling!.lastElementChild!;
  expect(lastLink.textContent).toMatch(/^SHA-256\(x1\) = [0-9a-f]+.* ≠ x0$/);
});

it('says why when the draw cannot be read', async () => {
  serve(new Error('service abnormal'));
  await open(draw);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('service abnormal'));
  expect(screen.queryByTestId('verify-verdict')).toBeNull();
});

it("states the chain's own number of periods, not its day's length, for a chain begun mid-day", async () => {
  // A server started at period 1290 of a day of 2880: the chain has a link for every period of the day, but 1591 periods.
  commitment = { ...fullDay, length: 2880, periods: 1591, firstIssue: '202501011290' };
  serve(draw);
  await open(draw);
  expect(await screen.findByText('Chain 20250101: 1591 periods from 202501011290.')).toBeInTheDocument();
  expect(screen.queryByText(/2880 periods/)).toBeNull();
});

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('a chain with a drand beacon', () => {
  // A round signed as drand quicknet signs (G1 signature of SHA-256(round as 8 bytes big-endian)), with a test key.
  const secret = new Uint8Array(32).fill(5);
  const bls = bls12_381.shortSignatures;
  const beacon = { scheme: 'bls-unchained-g1-rfc9380', chainHash: 'ab'.repeat(32), publicKey: hex(bls.getPublicKey(secret).toBytes()), genesisTime: 1_577_836_800, periodSeconds: 3, delaySeconds: 5, rule: '' };
  const closeAt = '2025-01-01T00:04:30.000Z';
  const round = Math.ceil((Date.parse(closeAt) + 5000 - beacon.genesisTime * 1000) / 3000) + 1;
  const roundBytes = new Uint8Array(8);
  new DataView(roundBytes.buffer).setBigUint64(0, BigInt(round));
  const signature = hex(bls.sign(bls.hash(new Uint8Array(createHash('sha256').update(roundBytes).digest()), 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_'), secret).toBytes());
  const served = { round, signature, randomness: createHash('sha256').update(Buffer.from(signature, 'hex')).digest('hex') };
  let beaconDraw: DrawResult;
  beforeAll(async () => {
    // The published places: the shuffle with the round's randomness as salt (the verifier's own replay, checked against the server's in shared).
    const { places } = await verifyDraw({ keyHex: x1, issue: draw.issue, salt: served.randomness, publishedPlaces: [] });
    beaconDraw = { ...draw, closeAt, beacon: served, places };
  });

  it('shows the round, "Signature valid" and the verdict', async () => {
    commitment = { ...fullDay, beacon } as typeof commitment;
    serve(beaconDraw);
    await open(beaconDraw);
    expect(await screen.findByTestId('verify-verdict', {}, { timeout: 10_000 })).toHaveTextContent('Verified ✓');
    expect(screen.getByTestId('verify-beacon-round')).toHaveTextContent(`Round ${round} of the drand chain`);
    expect(screen.getByTestId('verify-signature')).toHaveTextContent('Signature valid ✓');
  }, 20_000);

  it('fails when the stored randomness was tampered with', async () => {
    commitment = { ...fullDay, beacon } as typeof commitment;
    const tampered = { ...beaconDraw, beacon: { ...served, randomness: 'cd'.repeat(32) } };
    serve(tampered);
    await open(tampered);
    expect(await screen.findByTestId('verify-verdict', {}, { timeout: 10_000 })).toHaveTextContent('Verification failed ✗');
    expect(screen.getByTestId('verify-randomness')).toHaveTextContent('✗');
  }, 20_000);
});
