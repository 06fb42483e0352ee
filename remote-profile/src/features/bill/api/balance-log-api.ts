/** The bill's calls: POST /app/user/balanceLog/page (my balance log, newest first, by cursor) and the type names from the dictionary. */
import { api } from '@racing/shared/src/api/app-api-client';
import type { RequestBody, ResponseData } from '@racing/shared/src/api/api-contract';

export type BalanceLogPage = ResponseData<'/app/user/balanceLog/page', 'post'>;

/** `type`: 0 recharge, 1 consumption, 2 bet, 3 adjustment, 4 winning, 5 refund; `amount` signed cents; `remark` already in the reader's language. */
export type BalanceLogEntry = BalanceLogPage['list'][number];

export function getBalanceLogPage(query: RequestBody<'/app/user/balanceLog/page'>): Promise<BalanceLogPage> {
  return api.post('/app/user/balanceLog/page', query);
}

/** The dictionary type that names the ledger's types (server/src/seed/seed-dictionary.ts). */
export const BALANCE_LOG_TYPE_DICT = 'balanceLogType';

export interface BalanceLogType {
  value: number;
  label: string;
}

/** The balance-log types in the dictionary's order, labelled in the request's language. */
export async function getBalanceLogTypes(): Promise<BalanceLogType[]> {
  const trees = await api.post('/app/dict/info/data', { types: [BALANCE_LOG_TYPE_DICT] });
  return (trees[BALANCE_LOG_TYPE_DICT] ?? []).map((entry) => ({ value: Number(entry.value), label: entry.label }));
}

/** The bill's totals for a filter (rows, money in, money out: positive cents), kept by the server with every ledger row. */
export type BalanceLogSummary = ResponseData<'/app/user/balanceLog/summary', 'get'>;

export function getBalanceLogSummary(type: number | undefined): Promise<BalanceLogSummary> {
  return api.get('/app/user/balanceLog/summary', type === undefined ? {} : { type });
}
