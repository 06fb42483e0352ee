/**
 * Shares the invite link to the app a player picked (SPEC.md section 2: QQ friends, Moments, WeChat friends) or copies it.
 * A web page cannot open one chosen app: where the browser has the Web Share API its system sheet offers the installed
 * apps; elsewhere the link is copied so the player can paste it in that app. Closing the system sheet is not an error.
 */
import { copyText } from './copy-text';

export const SHARE_TARGETS = ['qq', 'moments', 'wechat', 'copy'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

/** What happened: shared through the system sheet, the sheet closed without sharing, the link copied, or nothing worked. */
export type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'failed';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Must run inside the tap's handler (the Web Share API needs a user gesture): nothing is awaited before `share`. */
export async function shareInvite(target: ShareTarget, content: ShareContent): Promise<ShareOutcome> {
  if (target !== 'copy' && typeof navigator.share === 'function' && (navigator.canShare?.(content) ?? true)) {
    try {
      await navigator.share(content);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'dismissed';
      // Not allowed here (an in-app browser, a lost gesture): copying still gets the link to the player.
    }
  }
  // For a chat the message goes with the link; "Copy link" copies the link alone.
  const pasted = target === 'copy' ? content.url : `${content.text} ${content.url}`;
  return (await copyText(pasted)) ? 'copied' : 'failed';
}
