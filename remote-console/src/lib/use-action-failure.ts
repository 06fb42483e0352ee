/** A refused or failed operator action: under the form field the server blames when the form has it, else as a message. */
import { useCallback } from 'react';
import { message, type FormInstance } from 'antd';

/** What to tell the operator about a refused or failed call: the server's message (or the client's). */
export const failureText = (failure: unknown): string => (failure instanceof Error ? failure.message : String(failure));

export function useActionFailure(form?: FormInstance) {
  const [messageApi, holder] = message.useMessage();
  const failed = useCallback(
    (failure: unknown) => {
      const text = failureText(failure);
      const field = (failure as { field?: unknown } | null)?.field;
      if (form && typeof field === 'string' && field in (form.getFieldsValue(true) as object)) {
        form.setFields([{ name: field, errors: [text] }]);
      } else {
        void messageApi.error(text);
      }
    },
    [form, messageApi],
  );
  return { failed, success: messageApi.success, holder };
}
