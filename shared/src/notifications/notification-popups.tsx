/**
 * The live pop-ups of the notification centre: while a player is signed in, each `notification.created` on the player
 * socket shows a short toast with its text ("Ann copied your plan for period …") when the player's Message
 * notification switch (settings.messageNotification) is on; off, nothing pops up and the list and badge still fill.
 * Holding the unread count here keeps every badge live on whatever page is open. The shell loads this module on its
 * own, after first paint, only for a signed-in player.
 */
import { useEffect } from 'react';
import i18next from 'i18next';
import { session } from '@racing/shared/src/session/session-store';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { playerSocket } from '@racing/shared/src/realtime/player-socket';
import { notificationUnread } from '@racing/shared/src/notifications/notification-unread-store';
import type { NotificationView } from '@racing/shared/src/notifications/notification-types';
// Siblings by path, not by '@racing/shared/...': the shell provides every shared module it names eagerly, in its first
// chunk, and these are needed only once the pop-ups are loaded. None holds state of its own (the toast clears the other
// copy's, ui/toast.ts), so a copy of its own is harmless.
/* eslint-disable @typescript-eslint/no-restricted-imports -- stateless siblings kept out of the shell's first chunk (see above) */
import { showToast } from '../ui/toast';
import { notificationText, type Translate } from './notification-text';
import { registerNotificationLocales } from './register-notification-locales';
/* eslint-enable @typescript-eslint/no-restricted-imports */

export const NOTIFICATIONS_PATH = '/pages/user/notification';
const CHAT_PATH = '/uni_modules/cool-cs/pages/chat';
/**
 * Home and its alias hold the betting board: a toast there floats over the play items the player is choosing (issue 24).
 * The home bar's bell counts the notification, and the board says the settlement of my bets itself, in flow.
 */
const BOARD_PATHS = ['/', '/pages/index/index'];

/** Long enough to read a sentence, short enough not to sit on the betting board. */
export const POPUP_DURATION_MS = 3000;

/** Whether this notification pops up over the page at `path`: not when switched off, where it is already in view, nor over the board. */
export function shouldPopUp(notification: NotificationView, path: string): boolean {
  // The notification list shows it at its top; the chat shows the reply itself; nothing floats over the board. Where it
  // never pops up, the player's settings are not even read (they may not have arrived yet).
  if (path === NOTIFICATIONS_PATH || BOARD_PATHS.includes(path)) return false;
  if (!session.userInfo?.settings.messageNotification) return false;
  return !(notification.kind === 'csReply' && path === CHAT_PATH);
}

export default function NotificationPopups() {
  useEffect(() => {
    registerNotificationLocales();
    const releaseCount = notificationUnread.retain();
    const stop = playerSocket.on('notification.created', ({ notification }) => {
      if (!shouldPopUp(notification, appNavigator.currentPath())) return;
      const text = notificationText(i18next.t as Translate, notification);
      if (text) showToast(<span data-testid="notification-popup">{text}</span>, { icon: 'none', duration: POPUP_DURATION_MS });
    });
    return () => {
      stop();
      releaseCount();
    };
  }, []);
  return null;
}
