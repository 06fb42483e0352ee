/** Entry: start-up is asynchronous so the federation runtime can negotiate shared singletons first. */
import('./bootstrap');
