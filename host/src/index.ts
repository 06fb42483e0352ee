/**
 * Entry. The host's shared libraries are eager (bundled into this entry, see scripts/webpack/shared-singletons.js), so
 * the federation runtime has them before any code runs: the shell starts at once, with no extra chunk to fetch. The
 * start-up itself is evaluated in a task after the one that set up the federation runtime (it stays in main.js), so
 * neither is one long task.
 */
import { yieldToMain } from './app/yield-to-main';

void yieldToMain().then(() => import(/* webpackMode: "eager" */ './bootstrap'));
