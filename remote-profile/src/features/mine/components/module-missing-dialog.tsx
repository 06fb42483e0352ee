/** The spec's "… module does not exist" for an entry whose module is not built here yet (orders, recharge), in a small dialog. */
import { useTranslation } from 'react-i18next';
import Dialog from 'antd-mobile/es/components/dialog';
import { ModuleMissing } from '@racing/shared/src/ui/module-missing';

/** `moduleKey`: the locale key of the missing module's name, or null when nothing is shown. */
export function ModuleMissingDialog({ moduleKey, onClose }: { moduleKey: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={moduleKey !== null}
      content={moduleKey && <ModuleMissing moduleKey={moduleKey} />}
      closeOnMaskClick
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: t('mine.gotIt') }]}
    />
  );
}
