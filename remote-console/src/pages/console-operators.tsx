/** #/console/operators: operator accounts: add one (its one-time password and authenticator secret shown once), change role or status, reset password or authenticator. */
import { useState } from 'react';
import { App, Button, Card, Form, Input, Popconfirm, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { formatDate } from '@racing/shared/src/format/format-date';
import { ConsoleFrame } from '../frame/console-frame';
import { useAdminPage } from '../lib/use-admin-page';
import { failureText } from '../lib/use-action-failure';
import { useOperator } from '../api/operator-session';
import { CredentialsModal } from '../features/operators/credentials-modal';
import { OperatorFormModal, type OperatorFormValues } from '../features/operators/operator-form-modal';
import {
  OPERATOR_ROLES,
  addOperator,
  fetchOperatorPage,
  resetOperatorPassword,
  resetOperatorTotp,
  updateOperator,
  type Credentials,
  type OperatorAccount,
  type OperatorFilters,
} from '../features/operators/operators-api';

const ROLE_COLOURS: Record<string, string> = { admin: 'red', finance: 'gold', agent: 'blue' };

function OperatorsBody() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { operator: me } = useOperator();
  const [filters, setFilters] = useState<OperatorFilters>({});
  const { rows, loading, error, pagination, reload, firstPage } = useAdminPage((paging) => fetchOperatorPage({ ...filters, ...paging }), [filters]);
  const [editing, setEditing] = useState<OperatorAccount | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [credentials, setCredentials] = useState<Credentials | null>(null);

  async function save(values: OperatorFormValues) {
    if (editing) {
      await updateOperator({ id: editing.id, displayName: values.displayName.trim(), role: values.role, status: values.status });
      void message.success(t('console:operators.saved'));
    } else {
      const added = await addOperator({ username: values.username.trim(), displayName: values.displayName.trim(), role: values.role });
      setCredentials({ username: added.operator.username, oneTimePassword: added.oneTimePassword, totpSecret: added.totpSecret, totpUri: added.totpUri });
    }
    setFormOpen(false);
    reload();
  }

  async function resetPassword(row: OperatorAccount) {
    try {
      const { oneTimePassword } = await resetOperatorPassword(row.id);
      setCredentials({ username: row.username, oneTimePassword });
      reload();
    } catch (failure) {
      void message.error(failureText(failure));
    }
  }

  async function resetTotp(row: OperatorAccount) {
    try {
      const enrolment = await resetOperatorTotp(row.id);
      setCredentials({ username: row.username, ...enrolment });
    } catch (failure) {
      void message.error(failureText(failure));
    }
  }

  const columns: TableColumnsType<OperatorAccount> = [
    { title: t('console:operators.fields.username'), dataIndex: 'username', render: (value: string, row) => (row.id === me?.id ? <span>{value} <Tag>{t('console:operators.you')}</Tag></span> : value) },
    { title: t('console:operators.fields.displayName'), dataIndex: 'displayName' },
    { title: t('console:operators.fields.role'), dataIndex: 'role', render: (role: string) => <Tag color={ROLE_COLOURS[role]}>{t(`console:shell.roles.${role}`, { defaultValue: role })}</Tag> },
    {
      title: t('console:operators.fields.status'),
      key: 'status',
      render: (_, row) => (
        <Space size={4} wrap>
          <Tag color={row.status === 'active' ? 'green' : 'default'}>{t(`console:operators.status.${row.status}`)}</Tag>
          {row.mustChangePassword && <Tag color="orange">{t('console:operators.mustChangePassword')}</Tag>}
          {row.lockedUntil && new Date(row.lockedUntil).getTime() > Date.now() && <Tag color="volcano">{t('console:operators.locked')}</Tag>}
        </Space>
      ),
    },
    { title: t('console:operators.fields.lastLogin'), dataIndex: 'lastLoginAt', render: (value: string | null) => (value ? formatDate(value, 'dateTime') : '—') },
    { title: t('console:operators.fields.created'), dataIndex: 'createTime', render: (value: string) => formatDate(value, 'date') },
    {
      title: t('console:operators.fields.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            onClick={() => {
              setEditing(row);
              setFormOpen(true);
            }}
            data-testid={`operator-edit-${row.id}`}
          >
            {t('console:operators.edit')}
          </Button>
          <Popconfirm title={t('console:operators.resetPasswordConfirm', { name: row.username })} onConfirm={() => resetPassword(row)} okText={t('console:operators.confirm')} cancelText={t('console:operators.cancel')}>
            <Button type="link" size="small" data-testid={`operator-reset-password-${row.id}`}>
              {t('console:operators.resetPassword')}
            </Button>
          </Popconfirm>
          <Popconfirm title={t('console:operators.resetTotpConfirm', { name: row.username })} onConfirm={() => resetTotp(row)} okText={t('console:operators.confirm')} cancelText={t('console:operators.cancel')}>
            <Button type="link" size="small" data-testid={`operator-reset-totp-${row.id}`}>
              {t('console:operators.resetTotp')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form<OperatorFilters> layout="inline" onFinish={(values) => {
            setFilters(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')));
            firstPage();
          }} style={{ rowGap: 8 }}>
          <Form.Item name="keyWord" label={t('console:operators.filters.keyWord')}>
            <Input allowClear style={{ width: 180 }} data-testid="operators-search" />
          </Form.Item>
          <Form.Item name="role" label={t('console:operators.fields.role')}>
            <Select allowClear style={{ width: 140 }} options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`console:shell.roles.${role}`) }))} />
          </Form.Item>
          <Form.Item name="status" label={t('console:operators.fields.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={[
                { value: 'active', label: t('console:operators.status.active') },
                { value: 'disabled', label: t('console:operators.status.disabled') },
              ]}
            />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" data-testid="operators-search-submit">
              {t('console:operators.search')}
            </Button>
          </Form.Item>
          <Form.Item style={{ marginLeft: 'auto', marginRight: 0 }}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
              data-testid="operator-add"
            >
              {t('console:operators.add')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {error && <Typography.Text type="danger">{error.message}</Typography.Text>}
      <Table<OperatorAccount> rowKey="id" size="small" columns={columns} dataSource={rows} loading={loading} pagination={pagination} scroll={{ x: 900 }} data-testid="operators-table" />
      <OperatorFormModal open={formOpen} editing={editing} onSubmit={save} onClose={() => setFormOpen(false)} />
      <CredentialsModal credentials={credentials} onClose={() => setCredentials(null)} />
    </Space>
  );
}

export default function ConsoleOperatorsPage() {
  return (
    <ConsoleFrame titleKey="console:operators.title" permission="base:operator:page">
      <OperatorsBody />
    </ConsoleFrame>
  );
}
