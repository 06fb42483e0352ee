// Answer schemas of the plan hall (plans/CONTRACT.md): PlanView and AuthorView, shared by the plan and author routes.
import { Type, type TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const playerRefSchema = Type.Object({ id: Type.Integer(), nickName: Type.String(), avatarUrl: nullable(Type.String()) });

export const planSchema = Type.Object({
  id: Type.Integer(),
  issue: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
  author: playerRefSchema,
  note: nullable(Type.String()),
  stake: nullable(Type.Integer({ description: "Cents: the slip's total, only when the author shows it" })),
  picks: Type.Array(
    Type.Object({
      oddsId: Type.Integer(),
      rankId: Type.Integer(),
      rankName: Type.String(),
      type: Type.Integer(),
      code: Type.String(),
      itemName: Type.String(),
      odds: Type.Number({ description: "The author's odds snapshot" }),
    }),
  ),
  likes: Type.Integer(),
  copies: Type.Integer(),
  clicks: Type.Integer(),
  liked: Type.Boolean({ description: 'By me (false for guests)' }),
  mine: Type.Boolean(),
  copyable: Type.Boolean({ description: "Betting on its period open now, the author's order receiving on, and not mine" }),
  status: Type.Union(['open', 'closed', 'won', 'lost', 'push', 'refunded'].map((status) => Type.Literal(status)), {
    description: 'open: betting open; closed: not settled yet; then the slip’s outcome (refunded when every pick came back)',
  }),
  result: nullable(Type.Array(Type.Integer(), { description: "The period's ten places once drawn" })),
  hits: nullable(Type.Integer({ description: 'Picks that won, once settled' })),
});

export const authorSchema = Type.Object({
  id: Type.Integer(),
  nickName: Type.String(),
  avatarUrl: nullable(Type.String()),
  signature: nullable(Type.String()),
  fans: Type.Integer(),
  follows: Type.Integer(),
  likes: Type.Integer(),
  totalClicks: Type.Integer(),
  orderReceiving: Type.Boolean(),
  following: Type.Boolean({ description: 'By me' }),
  mine: Type.Boolean(),
  plans: Type.Integer({ description: 'Published plans' }),
  hitRate: Type.Object({ won: Type.Integer(), of: Type.Integer() }, { description: "Over the author's last 30 settled plans" }),
  streak: nullable(Type.Object({ kind: Type.Union([Type.Literal('won'), Type.Literal('lost')]), length: Type.Integer() }, { description: 'The current run of the newest settled plans' })),
});

export const followSchema = Type.Object({ id: Type.Integer(), following: Type.Boolean(), fans: Type.Integer() });
