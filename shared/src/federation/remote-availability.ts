/** Which remotes this environment has (from remotes.json), so entry points can say a module is missing instead of failing. */
import { makeAutoObservable } from 'mobx';

export type RemoteName = 'remote_auth' | 'remote_betting' | 'remote_profile' | 'remote_chat';

/** Locale key of each remote's module name, used in the missing-module message. */
export const REMOTE_MODULE_NAME_KEYS: Record<RemoteName, string> = {
  remote_auth: 'modules.auth',
  remote_betting: 'modules.betting',
  remote_profile: 'modules.profile',
  remote_chat: 'modules.chat',
};

class RemoteAvailability {
  /** null until the host has read remotes.json: a standalone remote assumes everything is there. */
  available: Set<RemoteName> | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  setAvailable(names: RemoteName[]): void {
    this.available = new Set(names);
  }

  isAvailable(name: RemoteName): boolean {
    return this.available === null || this.available.has(name);
  }
}

export const remoteAvailability = new RemoteAvailability();
