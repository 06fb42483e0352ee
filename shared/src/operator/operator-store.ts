/** The signed-in operator, for the console and the agent inbox alike: the token (sessionStorage) and the person the server answered for it. */
import { readToken, writeToken } from '@racing/shared/src/operator/token-store';

export type OperatorRole = 'admin' | 'finance' | 'agent';

/** GET /api/admin/base/comm/person. */
export interface OperatorPerson {
  id: number;
  username: string;
  displayName: string;
  role: OperatorRole | string;
  /** The role's permission patterns (`player:player:*`, `*`). */
  permissions: string[];
  /** A one-time password is still in use: only the choose-a-password step is open. */
  mustChangePassword: boolean;
}

export interface OperatorSnapshot {
  token: string | null;
  person: OperatorPerson | null;
}

type Listener = () => void;

class OperatorStore {
  private snapshot: OperatorSnapshot = { token: readToken(), person: null };
  private readonly listeners = new Set<Listener>();

  get token(): string | null {
    return this.snapshot.token;
  }

  get person(): OperatorPerson | null {
    return this.snapshot.person;
  }

  current = (): OperatorSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setToken(token: string | null): void {
    writeToken(token);
    this.update({ token, person: token === this.snapshot.token ? this.snapshot.person : null });
  }

  setPerson(person: OperatorPerson | null): void {
    this.update({ ...this.snapshot, person });
  }

  /** The server refused the token (or the operator signed out): nothing of the session is kept. */
  signedOut = (): void => {
    writeToken(null);
    this.update({ token: null, person: null });
  };

  /** Tests start from a fresh store, read from sessionStorage again. */
  reset(): void {
    this.update({ token: readToken(), person: null });
  }

  private update(snapshot: OperatorSnapshot): void {
    this.snapshot = snapshot;
    this.listeners.forEach((listener) => listener());
  }
}

export const operatorStore = new OperatorStore();
