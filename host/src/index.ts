/**
 * Entry. The host's shared libraries are eager (in this entry's start-up scripts, which index.html loads beside main.js:
 * see scripts/webpack/shared-singletons.js and HOST_START_CHUNKS in create-config.js), so the federation runtime has
 * them before any code runs: the shell starts at once, with no chunk fetched on demand. The start-up itself is
 * evaluated in a task after the one that set up the federation runtime, so neither is one long task.
 */
import { yieldToMain } from './app/yield-to-main';

void yieldToMain().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
