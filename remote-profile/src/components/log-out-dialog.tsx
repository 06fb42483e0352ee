/** The question before logging out (Mine's row, Settings' button): Cancel, or Log out, which ends the login on the server and here. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Dialog from 'antd-mobile/es/components/dialog';
import { logOut } from '@racing/shared/src/session/end-login';

/** Cancel in the app's neutral grey, not antd-mobile's default blue: Log out beside it stays the red one. */
const CANCEL_STYLE = { color: '#666' };

interface LogOutDialogProps {
  visible: boolean;
  onClose: () => void;
  /** The page's own wording of the question. */
  title: string;
  message: string;
  cancelText: string;
}

export function LogOutDialog({ visible, onClose, title, message, cancelText }: LogOutDialogProps) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);

  async function confirm() {
    setLeaving(true);
    try {
      await logOut();
    } finally {
      setLeaving(false);
      onClose();
    }
  }

  return (
    <Dialog
      visible={visible}
      title={title}
      content={message}
      closeOnMaskClick={!leaving}
      onClose={onClose}
      // antd-mobile's Dialog passes no data attributes through: the question names it.
      aria-label={title}
      actions={[
        [
          { key: 'cancel', text: cancelText, disabled: leaving, onClick: onClose, style: CANCEL_STYLE },
          { key: 'confirm', text: t('auth.logOut'), bold: true, danger: true, disabled: leaving, onClick: confirm },
        ],
      ]}
    />
  );
}
