/** Log out on Mine: asks first, then ends the login on the server and here. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from 'antd-mobile/es/components/dialog';
import { logOut } from '@racing/shared/src/session/end-login';
import { MenuButton } from '../../../components/menu-list';

export function LogOutRow() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function confirm() {
    setLeaving(true);
    try {
      await logOut();
    } finally {
      setLeaving(false);
      setAsking(false);
    }
  }

  return (
    <>
      <MenuButton label={t('mine.logOut')} testId="mine-log-out" danger onClick={() => setAsking(true)} />
      <Dialog
        visible={asking}
        title={t('mine.logOutTitle')}
        content={t('mine.logOutMessage')}
        closeOnMaskClick={!leaving}
        onClose={() => setAsking(false)}
        aria-label={t('mine.logOutTitle')}
        actions={[
          [
            { key: 'cancel', text: t('mine.cancel'), disabled: leaving, onClick: () => setAsking(false) },
            { key: 'confirm', text: t('mine.logOut'), bold: true, danger: true, disabled: leaving, onClick: confirm },
          ],
        ]}
      />
    </>
  );
}
