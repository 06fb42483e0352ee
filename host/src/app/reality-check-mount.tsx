/** Where the shell keeps the reality check: loaded on its own, after the first screen is up, and only while a player is signed in. */
import { signedInIdleMount } from './signed-in-idle-mount';

/**
 * By path, not '@racing/shared/...': the shell provides every shared module it names eagerly, in its first chunk; a path
 * import leaves the check and its dialog in a chunk of their own. Its own imports of shared modules still resolve to
 * the one shared instance (session, api client, i18n).
 */
const loadRealityCheck = () => import('../../../shared/src/responsible/reality-check');

export const RealityCheckMount = signedInIdleMount('reality check', loadRealityCheck);
