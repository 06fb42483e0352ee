/** /api/admin/base/operator/*: operator accounts (admin only). */
import { adminPost } from '@racing/shared/src/operator/admin-client';
import type { AdminPage, PageQuery } from '../../lib/use-admin-page';

export const OPERATOR_ROLES = ['admin', 'finance', 'agent'] as const;
export type OperatorRoleName = (typeof OPERATOR_ROLES)[number];
export type OperatorStatus = 'active' | 'disabled';

export interface OperatorAccount {
  id: number;
  username: string;
  displayName: string;
  role: OperatorRoleName;
  status: OperatorStatus;
  mustChangePassword: boolean;
  lockedUntil: string | null;
  lastLoginAt: string | null;
  createTime: string;
  updateTime: string;
}

export interface TotpEnrolment {
  totpSecret: string;
  /** otpauth:// URI, shown as a QR code. */
  totpUri: string;
}

/** What an operator's first sign-in needs, shown once. */
export interface Credentials extends Partial<TotpEnrolment> {
  username: string;
  oneTimePassword?: string;
}

export interface OperatorFilters {
  keyWord?: string;
  role?: OperatorRoleName;
  status?: OperatorStatus;
}

export const fetchOperatorPage = (body: OperatorFilters & PageQuery) => adminPost<AdminPage<OperatorAccount>>('/base/operator/page', body);

export const addOperator = (body: { username: string; displayName: string; role: OperatorRoleName }) =>
  adminPost<TotpEnrolment & { operator: OperatorAccount; oneTimePassword: string }>('/base/operator/add', body);

export const updateOperator = (body: { id: number; displayName?: string; role?: OperatorRoleName; status?: OperatorStatus }) => adminPost<unknown>('/base/operator/update', body);

export const resetOperatorPassword = (id: number) => adminPost<{ oneTimePassword: string }>('/base/operator/resetPassword', { id });

export const resetOperatorTotp = (id: number) => adminPost<TotpEnrolment>('/base/operator/resetTotp', { id });
