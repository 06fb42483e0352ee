/** Who the signed-in operator is and what their role may call (the person read once per token), and signing out: for the console and the agent inbox. */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { adminGet, adminPost } from '@racing/shared/src/operator/admin-client';
import { operatorStore, type OperatorPerson } from '@racing/shared/src/operator/operator-store';
import { permits } from '@racing/shared/src/operator/permissions';

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
