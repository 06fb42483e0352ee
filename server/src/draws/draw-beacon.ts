// The public randomness beacon a draw mixes in: none (empty salt, no network), or drand rounds fetched from relays and
// checked against the beacon's public key before they are used.
import { type FastifyBaseLogger } from 'fastify';
import { type AppConfig } from '../config';
import { BEACON_SCHEME, beaconRoundIsGenuine, type BeaconChain, type BeaconRound } from '../domain/draw/beacon-round';

export interface DrawBeacon {
  /** Null without a beacon: chains are committed with no rounds and drawn with their configured salt. */
  chain(): Promise<BeaconChain | null>;
  /**
   * Round `round` of `chain`, checked; undefined when no relay answered with a genuine one in time (down, slow, forged).
   * The chain is the one stored with the commitment, so a later configuration change cannot swap the key.
   */
  fetchRound(chain: Pick<BeaconChain, 'chainHash' | 'publicKey'>, round: number): Promise<BeaconRound | undefined>;
}

export const noBeacon: DrawBeacon = {
  chain: async () => null,
  fetchRound: async () => undefined,
};

type DrandConfig = NonNullable<AppConfig['draws']['beacon']>;

/** drand over HTTP: each relay in turn, each request bounded by `timeoutMs`; the chain's /info is read once and checked. */
export class DrandBeacon implements DrawBeacon {
  private info: BeaconChain | undefined;

  constructor(
    private readonly config: DrandConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async chain(): Promise<BeaconChain> {
    if (this.info) return this.info;
    const { chainHash, publicKey, genesisTime, periodSeconds } = this.config;
    const answered = await this.fromRelays<{ hash?: string; public_key?: string; schemeID?: string; genesis_time?: number; period?: number }>(`/${chainHash}/info`);
    if (!answered) {
      // Configured in full, the chain needs no relay to commit; unconfigured, committing waits for one.
      if (genesisTime !== undefined && periodSeconds !== undefined) return (this.info = { chainHash, publicKey, genesisTime, periodSeconds });
      throw new Error(`drand chain info unavailable from ${this.config.relays.join(', ')}`);
    }
    const problems: string[] = [];
    if (answered.hash !== chainHash) problems.push(`hash ${answered.hash} is not DRAND_CHAIN_HASH`);
    if (answered.public_key?.toLowerCase() !== publicKey) problems.push('public_key is not DRAND_PUBLIC_KEY');
    if (answered.schemeID !== BEACON_SCHEME) problems.push(`scheme ${answered.schemeID} is not ${BEACON_SCHEME}`);
    if (!Number.isSafeInteger(answered.genesis_time) || !Number.isSafeInteger(answered.period) || answered.period! <= 0) problems.push('genesis_time or period missing');
    if (genesisTime !== undefined && genesisTime !== answered.genesis_time) problems.push('genesis_time is not DRAND_GENESIS_TIME');
    if (periodSeconds !== undefined && periodSeconds !== answered.period) problems.push('period is not DRAND_PERIOD_SECONDS');
    if (problems.length > 0) throw new Error(`drand relay's chain info does not match the configuration: ${problems.join('; ')}`);
    this.info = { chainHash, publicKey, genesisTime: answered.genesis_time!, periodSeconds: answered.period! };
    return this.info;
  }

  async fetchRound(chain: Pick<BeaconChain, 'chainHash' | 'publicKey'>, round: number): Promise<BeaconRound | undefined> {
    return this.fromRelays(`/${chain.chainHash}/public/${round}`, (answer: Partial<BeaconRound>) => {
      const beacon = { round: Number(answer.round), randomness: String(answer.randomness ?? ''), signature: String(answer.signature ?? '') };
      if (beaconRoundIsGenuine(beacon, round, chain.publicKey)) return { ...beacon, randomness: beacon.randomness.toLowerCase(), signature: beacon.signature.toLowerCase() };
      this.log.error({ round, relay: 'answered' }, 'drand round refused: its signature does not verify against the public key');
      return undefined;
    });
  }

  /** The first relay's answer that `accept` takes (JSON as is without it); undefined when none does. */
  private async fromRelays<T, R = T>(path: string, accept: (answer: T) => R | undefined = (answer) => answer as unknown as R): Promise<R | undefined> {
    for (const relay of this.config.relays) {
      try {
        const response = await fetch(`${relay}${path}`, { signal: AbortSignal.timeout(this.config.timeoutMs) });
        if (!response.ok) {
          this.log.warn({ relay, path, status: response.status }, 'drand relay answered an error');
          continue;
        }
        const accepted = accept((await response.json()) as T);
        if (accepted !== undefined) return accepted;
      } catch (error) {
        this.log.warn({ relay, path, err: error }, 'drand relay unreachable');
      }
    }
    return undefined;
  }
}

export function drawBeaconOf(config: Pick<AppConfig, 'draws'>, log: FastifyBaseLogger): DrawBeacon {
  return config.draws.beacon ? new DrandBeacon(config.draws.beacon, log) : noBeacon;
}
