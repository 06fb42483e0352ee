/**
 * The agent's "typing" as the player sees it: `typing: true` when the agent starts and again every few seconds while they
 * go on (so a lost event heals), `typing: false` after a pause, on send, or when the conversation changes.
 */

export const TYPING_REPEAT_MS = 3_000;
export const TYPING_IDLE_MS = 4_000;

export type EmitTyping = (sessionId: number, typing: boolean) => void;

export class TypingSignal {
  private sessionId: number | null = null;
  private lastSentAt = 0;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly emit: EmitTyping,
    private readonly clock: () => number = () => Date.now(),
  ) {}

  /** The agent typed in `sessionId`'s composer. */
  typed(sessionId: number): void {
    if (this.sessionId !== null && this.sessionId !== sessionId) this.stop();
    const now = this.clock();
    if (this.sessionId !== sessionId || now - this.lastSentAt >= TYPING_REPEAT_MS) {
      this.sessionId = sessionId;
      this.lastSentAt = now;
      this.emit(sessionId, true);
    }
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.stop(), TYPING_IDLE_MS);
  }

  /** Sent, paused, left: the player stops seeing "typing". */
  stop(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (this.sessionId === null) return;
    const sessionId = this.sessionId;
    this.sessionId = null;
    this.lastSentAt = 0;
    this.emit(sessionId, false);
  }
}
