/** The operator's token, kept in sessionStorage: one browser tab's sign-in (console or agent inbox), gone when the tab closes. */

export const TOKEN_STORAGE_KEY = 'racing.console.token';

export function readToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null; // storage refused (privacy mode): signed out
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) window.sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage refused: the session lives only in memory for this page
  }
}
