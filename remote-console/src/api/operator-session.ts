/** The operator's session for pages and features: sign-in, the password step, sign-out; who is signed in and what the role may do come from shared's operator-person (the agent inbox reads them too). */
import { adminPost } from '@racing/shared/src/operator/admin-client';
import { operatorStore } from '@racing/shared/src/operator/operator-store';
import { loadPerson } from '@racing/shared/src/operator/operator-person';

export { canWith, loadPerson, useOperator, type OperatorView } from '@racing/shared/src/operator/operator-person';
export type { OperatorPerson, OperatorRole } from '@racing/shared/src/operator/operator-store';

/** POST /api/admin/base/open/login's answer. */
export interface SignInResult {
  token: string;
  /** Seconds the token lives. */
  expire: number;
  /** `password`: the one-time password must be changed before anything else. */
  stage: 'full' | 'password';
}

export interface SignInForm {
  username: string;
  password: string;
  code: string;
}

export async function signIn(form: SignInForm): Promise<SignInResult> {
  const result = await adminPost<SignInResult>('/base/open/login', form);
  operatorStore.setToken(result.token);
  await loadPerson();
  return result;
}

export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await adminPost('/base/comm/password', { oldPassword, newPassword });
  await loadPerson();
}

/** Ends the session on the server (best effort: a dead token is signed out anyway), then forgets it here. */
export async function signOut(): Promise<void> {
  if (operatorStore.token) await adminPost('/base/comm/logout').catch(() => undefined);
  operatorStore.signedOut();
}
