// Finds the remotes built under the web root: each remote-<id>/dist folder is one, so no remote is named in server code.
import fs from 'node:fs';
import path from 'node:path';

/** A remote's id as it appears in its folder (remote-<id>) and its URL (/remotes/<id>/). */
export const REMOTE_ID = /^[a-z][a-z0-9-]*$/;

export interface BuiltRemote {
  id: string;
  /** The remote's build folder, served at /remotes/<id>/. */
  dist: string;
}

export interface RemoteFolders {
  /** Remote folders with a build, by id. */
  built: BuiltRemote[];
  /** remote-<id> folders without a dist folder (not built yet). */
  unbuilt: string[];
  /** remote-* folders whose name is not a valid remote id: never served, so a typo cannot publish a folder by accident. */
  invalid: string[];
}

const isDirectory = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** What `webRoot` holds now (an absent web root holds nothing); read once at start-up. */
export function findRemoteFolders(webRoot: string): RemoteFolders {
  const found: RemoteFolders = { built: [], unbuilt: [], invalid: [] };
  const names = isDirectory(webRoot) ? fs.readdirSync(webRoot).sort() : [];
  for (const name of names) {
    if (!name.startsWith('remote-') || !isDirectory(path.join(webRoot, name))) continue;
    const id = name.slice('remote-'.length);
    const dist = path.join(webRoot, name, 'dist');
    if (!REMOTE_ID.test(id)) found.invalid.push(name);
    else if (isDirectory(dist)) found.built.push({ id, dist });
    else found.unbuilt.push(name);
  }
  return found;
}
