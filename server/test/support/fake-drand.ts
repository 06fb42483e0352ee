// A local drand relay for tests: signs every round it is asked for with a test secret key in quicknet's scheme
// (bls-unchained-g1-rfc9380) and serves /<chain hash>/info and /<chain hash>/public/<round>. It can be made down,
// slow, or to forge rounds (signed with another key).
import http from 'node:http';
import { createHash } from 'node:crypto';
import { type AddressInfo } from 'node:net';
import { BEACON_SCHEME, publicKeyOf, signRound } from '../../src/domain/draw/beacon-round';

/** The test beacon's secret key: anyone may know it, it only ever signs test rounds. */
export const TEST_BEACON_SECRET = Buffer.from('6472616e642d746573742d6265616b6f6e2d7365637265742d6b65792d303031', 'hex');
export const FORGER_SECRET = Buffer.from('666f726765642d726f756e64732d6e6f742d7468652d626561636f6e2d6b6579', 'hex');

export interface FakeDrandOptions {
  /** Unix seconds of round 1 (default: 2020-01-01). */
  genesisTime?: number;
  periodSeconds?: number;
}

export class FakeDrand {
  readonly publicKey = publicKeyOf(TEST_BEACON_SECRET);
  readonly chainHash: string;
  readonly genesisTime: number;
  readonly periodSeconds: number;
  /** Answers 503 to everything. */
  down = false;
  /** Waits this long before answering. */
  delayMs = 0;
  /** Signs rounds with FORGER_SECRET instead of the beacon's key. */
  forge = false;
  /** Every round asked for, in order, down or not (info requests are not counted). */
  readonly requested: number[] = [];
  private server: http.Server | undefined;
  private readonly signed = new Map<number, ReturnType<typeof signRound>>();

  constructor(options: FakeDrandOptions = {}) {
    this.genesisTime = options.genesisTime ?? 1_577_836_800;
    this.periodSeconds = options.periodSeconds ?? 3;
    this.chainHash = createHash('sha256').update(`fake-drand:${this.publicKey}:${this.genesisTime}:${this.periodSeconds}`).digest('hex');
  }

  /** The round as the genuine beacon signs it. */
  round(round: number) {
    let signed = this.signed.get(round);
    if (!signed) this.signed.set(round, (signed = signRound(TEST_BEACON_SECRET, round)));
    return signed;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The server's configuration for this beacon. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return { DRAW_BEACON: 'drand', DRAND_RELAYS: this.url, DRAND_CHAIN_HASH: this.chainHash, DRAND_PUBLIC_KEY: this.publicKey, DRAW_BEACON_TIMEOUT_MS: '500', ...extra };
  }

  async start(port = 0): Promise<this> {
    this.server = http.createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    // A test in another process steers the beacon: POST /control {"down":bool,"delayMs":n,"forge":bool}.
    if (request.url === '/control' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      const control = JSON.parse(body || '{}') as { down?: boolean; delayMs?: number; forge?: boolean };
      if (control.down !== undefined) this.down = control.down;
      if (control.delayMs !== undefined) this.delayMs = control.delayMs;
      if (control.forge !== undefined) this.forge = control.forge;
      response.writeHead(204).end();
      return;
    }
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const match = /^\/([0-9a-f]{64})\/(info|public\/(\d+))$/.exec(request.url ?? '');
    if (match?.[3]) this.requested.push(Number(match[3]));
    if (this.down) return send(503, { error: 'down' });
    if (!match || match[1] !== this.chainHash) return send(404, { error: 'not found' });
    if (match[2] === 'info') {
      return send(200, { public_key: this.publicKey, period: this.periodSeconds, genesis_time: this.genesisTime, hash: this.chainHash, groupHash: this.chainHash, schemeID: BEACON_SCHEME, metadata: { beaconID: 'fake' } });
    }
    const round = Number(match[3]);
    send(200, this.forge ? signRound(FORGER_SECRET, round) : this.round(round));
  }
}
