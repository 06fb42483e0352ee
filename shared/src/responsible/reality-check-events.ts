/** The word the responsible-play page sends when the player changes the reality-check interval: the running check reads it again. */

export const REALITY_CHECK_CHANGED_EVENT = 'realityCheckChanged';

/** A window event, not a shared object: the page (a remote) and the check (the shell's own chunk) hear each other whatever bundles them. */
export function announceRealityCheckChange(minutes: number): void {
  window.dispatchEvent(new CustomEvent(REALITY_CHECK_CHANGED_EVENT, { detail: { minutes } }));
}
