// Request and answer schemas of customer-service chat, shared by the player's and the agents' routes (CONTRACT.md).
import { Type, type TSchema } from '@sinclair/typebox';
import { BigId, MAX_PAGE, MAX_PAGE_SIZE } from '../http/request-bounds';
import { MAX_TEXT_LENGTH } from './customer-service';
import { SYSTEM_KEYS } from './cs-views';

const time = Type.String({ format: 'date-time' });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const messageSchema = Type.Object({
  id: Type.Integer({ description: 'Grows with time: a later message has a larger id' }),
  sessionId: Type.Integer(),
  clientId: nullable(Type.String()),
  senderType: Type.Union([Type.Literal('player'), Type.Literal('agent'), Type.Literal('system')]),
  senderName: nullable(Type.String()),
  contentType: Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('system')]),
  content: Type.String({ description: 'Text as sent (show it as text, never as markup), an image URL, or empty for a system line' }),
  system: Type.Union([
    Type.Object({
      key: Type.Union(SYSTEM_KEYS.map((key) => Type.Literal(key)), { description: 'Translated by the client: agentJoined {agent}, transferred {agent}, closed, away {hours}' }),
      params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    }),
    Type.Null(),
  ]),
  createTime: time,
  delivered: Type.Boolean({ description: "The other side's device has it" }),
  read: Type.Boolean({ description: 'The other side has read it' }),
});

const agentRef = nullable(Type.Object({ id: Type.Integer(), displayName: Type.String() }));
const statusSchema = Type.Union([Type.Literal('waiting'), Type.Literal('active'), Type.Literal('closed')]);

export const sessionSchema = Type.Object({
  id: Type.Integer(),
  status: statusSchema,
  agent: agentRef,
  queuePosition: nullable(Type.Integer({ description: '1 for the next in line' })),
  serviceOpen: Type.Boolean({ description: 'Inside service hours now' }),
  serviceHours: Type.String({ description: 'HH:MM-HH:MM in the server time zone' }),
  createTime: time,
  closeTime: nullable(time),
  rating: nullable(Type.Object({ score: Type.Integer(), comment: nullable(Type.String()) })),
  canRate: Type.Boolean(),
  agentReadId: Type.Integer({ description: "The agent has read the player's messages up to this id" }),
});

export const inboxItemSchema = Type.Object({
  id: Type.Integer(),
  status: statusSchema,
  player: Type.Object({
    id: Type.Integer(),
    nickName: Type.String({ description: "Empty when the player chose none: the app then calls them by nameDigits, as the player's own app does (Player 0133)" }),
    nameDigits: Type.String({ description: 'The four digits a player without a nickname is called by: the phone number’s last four, else the id’s' }),
    avatarUrl: nullable(Type.String()),
  }),
  agent: agentRef,
  unread: Type.Integer({ description: 'Player messages the agent has not read' }),
  lastMessage: Type.Union([messageSchema, Type.Null()]),
  createTime: time,
  updateTime: time,
  playerReadId: Type.Integer({ description: "The player has read the agent's messages up to this id" }),
});

export const messagePageSchema = Type.Object({
  list: Type.Array(messageSchema, { description: 'Newest first' }),
  pagination: Type.Object({ page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }),
  hasMore: Type.Boolean({ description: 'More older messages (or, with afterId, more newer ones) exist' }),
});

export const pageWindowFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page by number when neither beforeId nor afterId is given' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
  beforeId: Type.Optional(BigId({ description: 'Only messages older than this one (loading on scroll up)' })),
  afterId: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Only messages newer than this one (catching up after a reconnect)' })),
};

export const sendFields = {
  clientId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: "The sender's id for this message: a retry with the same id is the same message" }),
  contentType: Type.Union([Type.Literal('text'), Type.Literal('image')]),
  content: Type.String({ minLength: 1, maxLength: MAX_TEXT_LENGTH * 4, description: `Text (at most ${MAX_TEXT_LENGTH} characters) or the URL of an image uploaded here` }),
};

export const readFields = {
  upToId: Type.Optional(BigId({ description: 'Read up to this message (absent: everything)' })),
};
