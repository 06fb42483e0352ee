/** Adding an operator (username, display name, role) or changing one (display name, role, status); the server's refusal beside its field. */
import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { AdminApiError } from '@racing/shared/src/operator/admin-client';
import { OPERATOR_ROLES, type OperatorAccount, type OperatorRoleName, type OperatorStatus } from './operators-api';

export interface OperatorFormValues {
  username: string;
  displayName: string;
  role: OperatorRoleName;
  status: OperatorStatus;
}

interface Props {
  open: boolean;
  /** The operator being changed; null to add one. */
  editing: OperatorAccount | null;
  onSubmit: (values: OperatorFormValues) => Promise<void>;
  onClose: () => void;
}

export function OperatorFormModal({ open, editing, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<OperatorFormValues>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    form.resetFields();
    form.setFieldsValue(editing ? { username: editing.username, displayName: editing.displayName, role: editing.role, status: editing.status } : { role: 'agent', status: 'active' });
  }, [open, editing, form]);

  async function submit() {
    const values = await form.validateFields();
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof AdminApiError && error.field && ['username', 'displayName', 'role', 'status'].includes(error.field)) {
        form.setFields([{ name: error.field as keyof OperatorFormValues, errors: [error.message] }]);
      } else {
        setFailure(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  }

  const required = { required: true, message: t('console:operators.required') };
  return (
    <Modal
      open={open}
      title={editing ? t('console:operators.editTitle', { name: editing.username }) : t('console:operators.addTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('console:operators.save')}
      okButtonProps={{ loading: busy, 'data-testid': 'operator-save' } as ButtonProps}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<OperatorFormValues> form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="username"
          label={t('console:operators.fields.username')}
          extra={editing ? undefined : t('console:operators.usernameHint')}
          rules={editing ? [] : [required, { pattern: /^[a-z0-9_.-]{3,32}$/, message: t('console:operators.usernameHint') }]}
        >
          <Input disabled={editing !== null} autoComplete="off" data-testid="operator-username" />
        </Form.Item>
        <Form.Item name="displayName" label={t('console:operators.fields.displayName')} rules={[required, { max: 64 }]}>
          <Input data-testid="operator-display-name" />
        </Form.Item>
        <Form.Item name="role" label={t('console:operators.fields.role')} rules={[required]}>
          <Select options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`console:shell.roles.${role}`) }))} data-testid="operator-role" />
        </Form.Item>
        {editing && (
          <Form.Item name="status" label={t('console:operators.fields.status')} rules={[required]}>
            <Select
              options={[
                { value: 'active', label: t('console:operators.status.active') },
                { value: 'disabled', label: t('console:operators.status.disabled') },
              ]}
              data-testid="operator-status"
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
