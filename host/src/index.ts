/**
 * Entry. The host's shared libraries are eager (bundled into this entry, see scripts/webpack/shared-singletons.js), so
 * the federation runtime has them before any code runs: the shell starts at once, with no extra chunk to fetch.
 */
import './bootstrap';
