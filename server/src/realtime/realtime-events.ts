// The realtime events the server pushes to players over socket.io: draws for everyone, balance, bets and notifications for one player.
import { type NotificationView } from '../notifications/notification-view';

export interface PeriodView {
  issue: string;
  openAt: string;
  closeAt: string;
  drawAt: string;
  status: 'scheduled' | 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled' | 'refunded';
}

export type PublicEvent =
  | { type: 'period.opened'; period: PeriodView; now: string }
  | { type: 'period.closed'; period: PeriodView; now: string }
  | {
      type: 'result.drawn';
      issue: string;
      places: number[];
      drawAt: string;
      /** The revealed key x_k (hex) and where it sits in its committed chain. */
      seed: string;
      chainId: string;
      chainIndex: number;
      closeAt: string;
      /** The drand round mixed in, null without a beacon. */
      beacon: { round: number; randomness: string; signature: string } | null;
      now: string;
    }
  | { type: 'period.cancelled'; issue: string; reason: string; now: string };

export type PlayerEvent =
  | { type: 'balance.changed'; userId: number; balance: number; reason: string }
  | { type: 'bet.settled'; userId: number; issue: string; stake: number; won: number; lost: number; pushed: number; payout: number }
  /** A notification written or refreshed (plans/CONTRACT.md, "Notification centre"); the client re-reads the unread count. */
  | { type: 'notification.created'; userId: number; notification: NotificationView };

/** What the draw engine and the ledger call; the socket layer (or nothing, in tests) delivers. */
export interface RealtimePublisher {
  publishPublic(event: PublicEvent): void;
  publishToPlayer(event: PlayerEvent): void;
}

/** Delivers nothing: for processes and tests without sockets. */
export const silentPublisher: RealtimePublisher = {
  publishPublic() {},
  publishToPlayer() {},
};
