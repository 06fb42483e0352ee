/**
 * The chat page's live conversation: opens it, holds the chat socket (and the unread count, which counts and
 * acknowledges what arrives while the page is hidden), routes the socket's events to the store, catches up after every
 * reconnect, says when the player is reading, and gives up waiting for the connection after a while so the page can
 * offer a retry.
 */
import { useCallback, useEffect, useState } from 'react';
import { reaction } from '@racing/shared/src/state/mobx';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';
import { csUnread } from '@racing/shared/src/cs/cs-unread-store';
import { ApiError } from '@racing/shared/src/api/api-error';
import { showToast } from '@racing/shared/src/ui/toast';
import { PlayerChatStore } from './player-chat-store';

/** How long the socket may take to come up (first time or after a drop) before the page says the connection timed out. */
export const CONNECT_TIMEOUT_MS = 15_000;

/** A refusal the server explained (1001 business, 1002 validation, 1003 too many requests): its message is shown as it is. */
function showRefusal(error: unknown): void {
  if (error instanceof ApiError && error.code !== undefined && error.code >= 1001 && error.code <= 1003) showToast(error.message, { icon: 'none' });
}

export interface PlayerChat {
  store: PlayerChatStore;
  /** The socket has not come up in time, or the first load failed: the page offers a retry. */
  timedOut: boolean;
  retry: () => void;
}

export function usePlayerChat({ connectTimeoutMs = CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {}): PlayerChat {
  const [store] = useState(() => new PlayerChatStore({ onRefused: showRefusal }));
  const [socketLate, setSocketLate] = useState(false);
  // Bumped by a retry: the wait for the socket starts again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void store.open();
    const releaseSocket = playerSocket.retain();
    const releaseUnread = csUnread.retain();
    const stops = [
      playerSocket.on('cs.message', ({ message }) => store.messageArrived(message)),
      playerSocket.on('cs.session', ({ session }) => store.sessionChanged(session)),
      playerSocket.on('cs.read', (event) => store.receiptChanged('read', event)),
      playerSocket.on('cs.delivered', (event) => store.receiptChanged('delivered', event)),
      playerSocket.on('cs.typing', (event) => store.typingChanged(event)),
      playerSocket.onConnected(() => void store.catchUp()),
    ];
    return () => {
      for (const stop of stops) stop();
      releaseSocket();
      releaseUnread();
      store.dispose();
    };
  }, [store]);

  // Reading = this page is open and the tab is in front; the unread count stops counting what arrives meanwhile.
  useEffect(() => {
    const update = () => {
      const reading = document.visibilityState !== 'hidden';
      store.setReading(reading);
      csUnread.setReading(reading);
    };
    update();
    document.addEventListener('visibilitychange', update);
    return () => {
      document.removeEventListener('visibilitychange', update);
      store.setReading(false);
      csUnread.setReading(false);
    };
  }, [store]);

  // Not live within the timeout (from opening, a retry or a drop): time out until it is live again.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dispose = reaction(
      () => playerSocket.state === 'live',
      (live) => {
        clearTimeout(timer);
        if (live) setSocketLate(false);
        else timer = setTimeout(() => setSocketLate(true), connectTimeoutMs);
      },
      { fireImmediately: true },
    );
    return () => {
      clearTimeout(timer);
      dispose();
    };
  }, [connectTimeoutMs, attempt]);

  const retry = useCallback(() => {
    setSocketLate(false);
    setAttempt((count) => count + 1);
    playerSocket.reconnectNow();
    if (store.phase === 'failed') void store.open();
    else void store.catchUp();
  }, [store]);

  return { store, timedOut: socketLate || store.phase === 'failed', retry };
}
