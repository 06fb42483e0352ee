/** About us (/pages/user/about): the operator's text from the server, in the user's language. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { PageState } from '@racing/shared/src/ui/page-state';
import { getTextParam } from '@racing/shared/src/params/get-text-param';

export default function AboutPage() {
  const { t } = useTranslation();
  const about = useApiData(() => getTextParam('aboutUs'), []);
  return (
    <section data-testid="page-about" style={{ padding: 16, background: '#fff', minHeight: '100%' }}>
      <PageState loading={about.loading && about.data === undefined} error={about.error} onRetry={about.reload}>
        <div data-testid="about-text" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6, fontSize: 15 }}>
          {about.data?.trim() ? about.data : t('about.empty')}
        </div>
      </PageState>
    </section>
  );
}
