/** The operator's session for pages and features: who is signed in and what their role may do, sign-in, the password step, sign-out (src/session/operator-session re-exports it). */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { adminGet, adminPost } from './admin-client';
import { operatorStore, type OperatorPerson } from './operator-store';
import { permits } from './permissions';

export type { OperatorPerson, OperatorRole } from './operator-store';

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

let personRequest: Promise<OperatorPerson | null> | null = null;

/** Reads the person behind the stored token (after sign-in, on reload); one request at a time. */
export function loadPerson(): Promise<OperatorPerson | null> {
  if (!operatorStore.token) return Promise.resolve(null);
  if (!personRequest) {
    const token = operatorStore.token;
    personRequest = adminGet<OperatorPerson>('/base/comm/person')
      .then((person) => {
        if (operatorStore.token === token) operatorStore.setPerson(person);
        return person;
      })
      .finally(() => {
        personRequest = null;
      });
  }
  return personRequest;
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

export function canWith(person: OperatorPerson | null, key: string): boolean {
  return person !== null && !person.mustChangePassword && permits(person.permissions, key);
}

export interface OperatorView {
  /** Null until the person is read, and when signed out. */
  operator: OperatorPerson | null;
  /** A token is held (the person may still be loading). */
  signedIn: boolean;
  /** The role may call `<module>:<entity>:<action>`. */
  can: (permissionKey: string) => boolean;
}

/** The signed-in operator; reads the person once when only the token is known (a reload). */
export function useOperator(): OperatorView {
  const snapshot = useSyncExternalStore(operatorStore.subscribe, operatorStore.current, operatorStore.current);
  const missingPerson = snapshot.token !== null && snapshot.person === null;
  useEffect(() => {
    if (missingPerson) void loadPerson().catch(() => undefined);
  }, [missingPerson]);
  const can = useCallback((key: string) => canWith(snapshot.person, key), [snapshot.person]);
  return { operator: snapshot.person, signedIn: snapshot.token !== null, can };
}
