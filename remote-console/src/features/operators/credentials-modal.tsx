/** The one time an operator's one-time password and authenticator secret are shown: copy them now, they are never shown again. */
import { Alert, Descriptions, Modal, QRCode, Space, Typography } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { Credentials } from './operators-api';

export function CredentialsModal({ credentials, onClose }: { credentials: Credentials | null; onClose: () => void }) {
  const { t } = useTranslation();
  const items = credentials
    ? [
        { key: 'username', label: t('console:operators.fields.username'), children: <Typography.Text copyable>{credentials.username}</Typography.Text> },
        ...(credentials.oneTimePassword
          ? [{ key: 'password', label: t('console:operators.credentials.oneTimePassword'), children: <Typography.Text copyable code data-testid="operator-one-time-password">{credentials.oneTimePassword}</Typography.Text> }]
          : []),
        ...(credentials.totpSecret
          ? [{ key: 'secret', label: t('console:operators.credentials.totpSecret'), children: <Typography.Text copyable code data-testid="operator-totp-secret">{credentials.totpSecret}</Typography.Text> }]
          : []),
        ...(credentials.totpUri
          ? [{ key: 'uri', label: t('console:operators.credentials.totpUri'), children: <Typography.Text copyable style={{ wordBreak: 'break-all', fontSize: 12 }}>{credentials.totpUri}</Typography.Text> }]
          : []),
      ]
    : [];
  return (
    <Modal
      open={credentials !== null}
      title={t('console:operators.credentials.title')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('console:operators.credentials.done')}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
      width={560}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="operator-credentials">
        <Alert type="warning" showIcon title={t('console:operators.credentials.onlyOnce')} />
        <Descriptions column={1} bordered size="small" items={items} />
        {credentials?.totpUri && (
          <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
            <QRCode value={credentials.totpUri} size={180} />
            <Typography.Text type="secondary">{t('console:operators.credentials.scan')}</Typography.Text>
          </div>
        )}
      </Space>
    </Modal>
  );
}
