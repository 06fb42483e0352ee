/** What an inbox action's failure says: the server's own message (AdminApiError, in the operator's language), else the shared fallback. */
import i18next from 'i18next';

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : i18next.t('operator.errors.unknown');
}
