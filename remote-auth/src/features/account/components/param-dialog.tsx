/** The user agreement or privacy policy text from the server (app/base/comm/param), in the user's language. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { PageState } from '@racing/shared/src/ui/page-state';
import { getTextParam } from '@racing/shared/src/params/get-text-param';

/** The operator's texts a player agrees to before registering. */
export type ParamKey = 'userAgreement' | 'privacyPolicy';

const TITLE_KEYS: Record<ParamKey, string> = { userAgreement: 'auth.userAgreement', privacyPolicy: 'auth.privacyPolicy' };

export function ParamDialog({ paramKey, onClose }: { paramKey: ParamKey; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useApiData(() => getTextParam(paramKey), [paramKey]);
  const title = t(TITLE_KEYS[paramKey]);
  return (
    <div className="auth-dialog-backdrop" onClick={onClose}>
      <div className="auth-dialog" role="dialog" aria-modal="true" aria-label={title} onClick={(event) => event.stopPropagation()}>
        <h2>{title}</h2>
        <div className="auth-dialog__body" data-testid="param-text">
          <PageState loading={text.loading} error={text.error} onRetry={text.reload}>
            {text.data}
          </PageState>
        </div>
        <button type="button" className="auth-dialog__close" onClick={onClose}>
          {t('auth.close')}
        </button>
      </div>
    </div>
  );
}
