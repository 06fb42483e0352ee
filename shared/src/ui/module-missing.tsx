/** The spec's "... module does not exist. Please download it in the plugin market." for a remote this environment lacks. */
import { useTranslation } from 'react-i18next';
import { REMOTE_MODULE_NAME_KEYS, type RemoteName } from '@racing/shared/src/federation/remote-availability';

export function ModuleMissing({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation();
  return (
    <div data-testid="module-missing" role="status" style={{ padding: 32, textAlign: 'center', color: '#666' }}>
      {t('shell.moduleMissing', { module: t(REMOTE_MODULE_NAME_KEYS[remote]) })}
    </div>
  );
}
