/**
 * How many agent messages the player has not read (mobx): read with GET /app/cs/msg/unreadCount once the
 * page is idle and a player is logged in, kept up by the chat socket while a badge or the chat page holds it, and
 * zero after logout (the holding, reading and following are UnreadCountStore's). The chat page says when the player is
 * reading, so what arrives then is not counted.
 */
import { action, makeObservable, observable } from '@racing/shared/src/state/mobx';
import { getUnreadCount } from '@racing/shared/src/cs/cs-api';
import type { PlayerSocketConnection, WhenIdle } from '@racing/shared/src/realtime/player-socket';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- by path: a stateless base (see its header)
import { UnreadCountStore } from '../realtime/unread-count-store';

export class CsUnreadStore extends UnreadCountStore {
  /** The chat page is on screen: what arrives is read there, not counted here. */
  reading = false;

  constructor(socket?: PlayerSocketConnection, whenIdle?: WhenIdle) {
    super(socket, whenIdle);
    makeObservable(this, { reading: observable, setReading: action });
  }

  setReading(reading: boolean): void {
    this.reading = reading;
  }

  protected readCount(): Promise<number> {
    return getUnreadCount();
  }

  protected listen(): (() => void)[] {
    return [
      this.socket.on('cs.message', ({ message }) => {
        // The server counts the player's own line as reading everything before it (without a cs.read): ask what is left.
        if (message.senderType === 'player') this.reloadSoon();
        // Only agents' lines: what GET /msg/unreadCount counts (system lines are not waiting for an answer).
        else if (message.senderType === 'agent' && !this.reading && this.countOnce(message.id)) {
          // CONTRACT.md: a device that receives a message without reading it says it has it (the agent sees one tick).
          this.socket.emit('cs.delivered', { sessionId: message.sessionId, upToId: message.id });
        }
      }),
      this.socket.on('cs.read', ({ side }) => {
        // The player read on another device (or on the chat page): ask what is left.
        if (side === 'player') this.reloadSoon();
      }),
    ];
  }
}

/** The one unread count of the running app: the tab bar's badge, Mine's and the chat page share it. */
export const csUnread = new CsUnreadStore();
