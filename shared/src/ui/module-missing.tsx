/** The spec's "... module does not exist. Please download it in the plugin market.", for an entry point whose route no remote serves here. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';

/** `moduleKey`: locale key of the module's name (`modules.chat`, say). */
export function ModuleMissing({ moduleKey }: { moduleKey: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="module-missing" role="status" style={{ padding: 32, textAlign: 'center', color: '#666' }}>
      {t('shell.moduleMissing', { module: t(moduleKey) })}
    </div>
  );
}
