/**
 * An operator action that asks why: a modal whose form ends in a required reason (trimmed before it is sent). On OK the
 * form is validated, the action sent; done, the form is cleared and `onDone` called; refused, the failure shows under the
 * field the server names, else as a message. Cancel clears the form and calls `onClose`.
 */
import { useState, type ReactNode } from 'react';
import { Form, Input, Modal, type ButtonProps, type FormInstance } from 'antd';
import { useActionFailure } from './use-action-failure';

export interface ReasonFields {
  reason: string;
}

export interface ReasonModalProps<Fields extends ReasonFields> {
  open: boolean;
  /** The test ids: `<testId>-confirm` on the OK button, `<testId>-reason` on the reason. */
  testId: string;
  title: string;
  okText: string;
  cancelText: string;
  reasonLabel: string;
  /** The message when the reason is missing or blank. */
  reasonRequired: string;
  reasonMaxLength: number;
  /** A red OK button, for an action hard to undo. */
  danger?: boolean;
  /** The form of the fields, when the caller's own fields need it (a rule reading another field); else the modal makes one. */
  form?: FormInstance<Fields>;
  /** The starting values of the fields other than the reason (which starts empty). */
  initialValues?: Omit<Fields, 'reason'>;
  /** Shown above the form (a warning of what the action does). */
  notice?: ReactNode;
  /** The form's fields before the reason. */
  children?: ReactNode;
  /** Sends the action with the valid fields (the reason trimmed); false when the fields make no request after all. */
  send: (fields: Fields) => Promise<unknown> | false;
  onClose: () => void;
  onDone: () => void;
}

export function ReasonModal<Fields extends ReasonFields>(props: ReasonModalProps<Fields>) {
  const { open, testId, danger, notice, children, send, onClose, onDone } = props;
  const [ownForm] = Form.useForm<Fields>();
  const form = props.form ?? ownForm;
  const [saving, setSaving] = useState(false);
  const { failed, holder } = useActionFailure(form);

  async function submit() {
    if (!open) return;
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    const sending = send({ ...fields, reason: fields.reason.trim() });
    if (sending === false) return;
    setSaving(true);
    try {
      await sending;
      form.resetFields();
      onDone();
    } catch (failure) {
      failed(failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={props.title}
      okText={props.okText}
      cancelText={props.cancelText}
      okButtonProps={{ 'data-testid': `${testId}-confirm`, danger, loading: saving } as ButtonProps}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
    >
      {holder}
      {notice}
      <Form form={form} layout="vertical" initialValues={{ ...props.initialValues, reason: '' }}>
        {children}
        <Form.Item name="reason" label={props.reasonLabel} rules={[{ required: true, whitespace: true, message: props.reasonRequired }]}>
          <Input.TextArea data-testid={`${testId}-reason`} rows={3} maxLength={props.reasonMaxLength} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
