/** Where the app API lives on the page's own origin. Its own module (no imports): index.html's boot script reads it at build time. */
export const API_BASE_PATH = '/api';
