/** Test data builders of the plan hall: a plan and an author as the contract answers them, with what a test cares about overridden. */
import type { AuthorView, PlanPick, PlanView } from '../api/plan-api';

export function planPick(oddsId: number, rankId: number, code: string, extra: Partial<PlanPick> = {}): PlanPick {
  const type = /^\d+$/.test(code) ? 0 : 1;
  return { oddsId, rankId, rankName: rankId === 0 ? 'Sum' : 'Champion', type, code, itemName: code, odds: type === 0 ? 9.8 : 1.98, ...extra };
}

export function buildPlan(overrides: Partial<PlanView> = {}): PlanView {
  return {
    id: 7,
    issue: '202611220100',
    createTime: '2026-11-22T08:00:10.000Z',
    author: { id: 42, nickName: 'Ann', avatarUrl: null },
    note: null,
    stake: null,
    picks: [planPick(3, 0, '3', { odds: 44.1 }), planPick(101, 1, '1'), planPick(201, 1, 'big')],
    likes: 4,
    copies: 2,
    clicks: 10,
    liked: false,
    mine: false,
    copyable: true,
    status: 'open',
    result: null,
    hits: null,
    ...overrides,
  };
}

export function buildAuthor(overrides: Partial<AuthorView> = {}): AuthorView {
  return {
    id: 42,
    nickName: 'Ann',
    avatarUrl: null,
    signature: 'Champion numbers only',
    fans: 12,
    follows: 3,
    likes: 40,
    totalClicks: 321,
    orderReceiving: true,
    following: false,
    mine: false,
    plans: 5,
    hitRate: { won: 12, of: 30 },
    streak: { kind: 'won', length: 3 },
    ...overrides,
  };
}
