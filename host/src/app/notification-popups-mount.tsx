/**
 * Where the shell keeps the notification pop-ups, over every page: loaded on their own (code and texts), after the
 * first screen is up, and only while a player is signed in.
 */
import { signedInIdleMount } from './signed-in-idle-mount';

/** By path, not '@racing/shared/...', for the reason reality-check-mount.tsx gives. */
const loadNotificationPopups = () => import('../../../shared/src/notifications/notification-popups');

export const NotificationPopupsMount = signedInIdleMount('notification pop-ups', loadNotificationPopups);
