/** Which routes this environment serves (the host publishes them), so an entry point can say a module is missing instead of opening a dead link. */
import { makeAutoObservable } from '@racing/shared/src/state/mobx';

class ServedRoutes {
  /** null while unknown (still loading, or a remote running alone): everything is assumed served. */
  paths: ReadonlySet<string> | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  set(paths: readonly string[] | null): void {
    this.paths = paths ? new Set(paths) : null;
  }

  isServed(path: string): boolean {
    return this.paths === null || this.paths.has(path.split('?')[0]);
  }
}

export const servedRoutes = new ServedRoutes();
