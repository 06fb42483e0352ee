/** The operator's session for pages and features: sign-in and the password step; who is signed in, what the role may do and sign-out come from shared's operator-person (the agent inbox uses them too). */
import { adminPost } from '@racing/shared/src/operator/admin-client';
import { operatorStore } from '@racing/shared/src/operator/operator-store';
import { loadPerson } from '@racing/shared/src/operator/operator-person';

export { canWith, loadPerson, signOut, useOperator, type OperatorView } from '@racing/shared/src/operator/operator-person';
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
