/**
 * Tells the agent the player is typing (socket `cs.typing`): "typing" at most once per throttle window while keys are
 * pressed, "stopped" after a pause, on send and when the page goes.
 */
import { useCallback, useEffect, useRef } from 'react';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';

export const TYPING_THROTTLE_MS = 2_000;
export const TYPING_IDLE_MS = 3_000;

export function useTypingSignal(sessionId: number | undefined): { typed: () => void; stopped: () => void } {
  const state = useRef({ typing: false, lastSent: 0, idleTimer: undefined as ReturnType<typeof setTimeout> | undefined });

  const stopped = useCallback(() => {
    const current = state.current;
    clearTimeout(current.idleTimer);
    if (!current.typing) return;
    current.typing = false;
    current.lastSent = 0;
    if (sessionId !== undefined) playerSocket.emit('cs.typing', { sessionId, typing: false });
  }, [sessionId]);

  const typed = useCallback(() => {
    if (sessionId === undefined) return;
    const current = state.current;
    const now = Date.now();
    if (!current.typing || now - current.lastSent >= TYPING_THROTTLE_MS) {
      // Only a notice that went out counts: offline, the next key press tries again.
      if (playerSocket.emit('cs.typing', { sessionId, typing: true })) {
        current.typing = true;
        current.lastSent = now;
      }
    }
    clearTimeout(current.idleTimer);
    current.idleTimer = setTimeout(stopped, TYPING_IDLE_MS);
  }, [sessionId, stopped]);

  // Another session, or the page going: the agent must not see the player typing for ever.
  useEffect(() => stopped, [stopped]);

  return { typed, stopped };
}
