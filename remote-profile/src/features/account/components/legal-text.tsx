/** The user agreement or the privacy policy as the operator wrote it (GET /app/base/comm/param), in the reader's language. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { PageState } from '@racing/shared/src/ui/page-state';
import { getTextParam } from '@racing/shared/src/params/get-text-param';
import './account-pages.css';

export type LegalTextKey = 'userAgreement' | 'privacyPolicy';

export function LegalText({ paramKey, testId }: { paramKey: LegalTextKey; testId: string }) {
  const { t } = useTranslation();
  const text = useApiData(() => getTextParam(paramKey), [paramKey]);
  return (
    <section className="legal-page" data-testid={testId}>
      <PageState loading={text.loading && text.data === undefined} error={text.error} onRetry={text.reload}>
        <article className="legal-page__text" data-testid="legal-text">
          {text.data?.trim() ? text.data : t('legal.empty')}
        </article>
      </PageState>
    </section>
  );
}
