// How a stored notification is shown to its player (plans/CONTRACT.md, "Notification centre"): the row, its actor as a
// player card, its params parsed. Texts are the client's, from kind + params.
import { type Kysely } from 'kysely';
import { type Database, type NotificationKind } from '../db/schema';
import { isoTime } from '../http/time';
import { publicUploadUrl } from '../uploads/upload-address';

/** Every kind, as the API declares them. */
export const NOTIFICATION_KINDS = ['planPublished', 'planLiked', 'planCopied', 'betSettled', 'payOrder', 'csReply'] as const satisfies readonly NotificationKind[];

/**
 * Who caused it. The name is written by the client, in its reader's language, because a live event goes to every device
 * of the player whatever language each shows: `nickName` is the one the actor chose ('' for none), `nameDigits` the
 * digits of the "Player 1234" shown for none (profile-service's displayNickname), `closed` for a closed account.
 */
export interface NotificationActor {
  id: number;
  nickName: string;
  nameDigits: string | null;
  closed: boolean;
  avatarUrl: string | null;
}

export interface NotificationView {
  id: number;
  kind: NotificationKind;
  ref: string;
  read: boolean;
  /** ISO time it was written, or last refreshed. */
  createTime: string;
  actor: NotificationActor | null;
  params: Record<string, unknown>;
}

/** Notifications with their actor's card, ready for `views`: add the filter, order and limit. */
export function notificationsWithActor(db: Kysely<Database>) {
  return db
    .selectFrom('notification as n')
    .leftJoin('appUser as u', 'u.id', 'n.actorId')
    .select(['n.id', 'n.userId', 'n.kind', 'n.ref', 'n.actorId', 'n.params', 'n.createdAt', 'n.readAt', 'u.nickname', 'u.avatar', 'u.phone', 'u.status']);
}

export type NotificationRowWithActor = Awaited<ReturnType<ReturnType<typeof notificationsWithActor>['execute']>>[number];

/** A stored params text as an object; anything else (absent, not an object) reads as no params. */
function parsedParams(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function actorCard(id: number, row: NotificationRowWithActor, publicUrl: string | undefined): NotificationActor {
  const closed = row.status === 0;
  const nickName = closed ? '' : (row.nickname ?? '');
  const unnamed = !closed && nickName === '' && row.status !== null;
  return {
    id,
    nickName,
    nameDigits: unnamed ? (row.phone ? row.phone.slice(-4) : String(id % 10000).padStart(4, '0')) : null,
    closed,
    avatarUrl: !closed && row.avatar ? publicUploadUrl(row.avatar, publicUrl) : null,
  };
}

export function notificationView(row: NotificationRowWithActor, publicUrl: string | undefined): NotificationView {
  const actorId = row.actorId === null ? null : Number(row.actorId);
  return {
    id: Number(row.id),
    kind: row.kind,
    ref: row.ref,
    read: row.readAt !== null,
    createTime: isoTime(row.createdAt)!,
    // A deleted actor (no app_user row) still shows who it was by id.
    actor: actorId === null ? null : actorCard(actorId, row, publicUrl),
    params: parsedParams(row.params),
  };
}
