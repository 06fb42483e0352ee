/** Log out on Mine: asks first, then ends the login on the server and here. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { MenuButton } from '../../../components/menu-list';
import { LogOutDialog } from '../../../components/log-out-dialog';

export function LogOutRow() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <MenuButton label={t('mine.logOut')} testId="mine-log-out" danger onClick={() => setAsking(true)} />
      <LogOutDialog visible={asking} onClose={() => setAsking(false)} title={t('mine.logOutTitle')} message={t('mine.logOutMessage')} cancelText={t('mine.cancel')} />
    </>
  );
}
