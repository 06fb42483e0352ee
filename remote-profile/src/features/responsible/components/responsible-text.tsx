/** The operator's responsible-play text (help lines included), opened on request, and the user agreement beside it. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Link } from '@racing/shared/src/routing/router';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { getTextParam } from '@racing/shared/src/params/get-text-param';
import { PageState } from '@racing/shared/src/ui/page-state';

export function ResponsibleText() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const text = useApiData(() => (open ? getTextParam('responsiblePlay') : null), [open]);
  return (
    <section className="rp-card">
      <button type="button" className="rp-link-button rp-link-button--block" aria-expanded={open} data-testid="responsible-text-toggle" onClick={() => setOpen(!open)}>
        {t('responsible.readText')}
      </button>
      {open && (
        <PageState loading={text.loading && text.data === undefined} error={text.error} onRetry={text.reload}>
          <div className="rp-text" data-testid="responsible-text">
            {text.data}
          </div>
        </PageState>
      )}
      <Link to="/pages/user/agreement" className="text-link rp-agreement" data-testid="responsible-agreement">
        {t('titles.userAgreement')}
      </Link>
    </section>
  );
}
