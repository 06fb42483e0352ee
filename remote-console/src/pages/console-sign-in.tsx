/**
 * #/console: an operator signs in with username, password and the authenticator's 6-digit code; a one-time password is
 * changed first. `?redirect=<hash path>` (the agent inbox, a page whose session expired) is where a signed-in operator goes
 * next, instead of their first console section.
 */
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { Navigate } from '@racing/shared/src/routing/router';
import { AdminApiError, returnPathOf } from '@racing/shared/src/operator/admin-client';
import type { PageProps } from '@racing/shared/src/routing/remote-route-table';
import { changePassword, signIn, useOperator, type SignInForm } from '../session/operator-session';
import { ConsoleProviders } from '../frame/console-providers';
import { homeSectionPath } from '../frame/console-menu';

const MIN_PASSWORD_LENGTH = 10;

/** The show/hide eye of a password field padded to a 24 px target (WCAG 2.5.8): antd draws it 14 px. */
const EYE_TARGET = { padding: 5 };
const passwordEye = (visible: boolean) => (visible ? <EyeOutlined style={EYE_TARGET} /> : <EyeInvisibleOutlined style={EYE_TARGET} />);

interface Failure {
  message: string;
  field?: string;
}

function failureOf(error: unknown, fallback: string): Failure {
  return error instanceof AdminApiError ? { message: error.message, field: error.field } : { message: fallback };
}

/** The server's message beside the field it blames, else above the form. */
function fieldError(failure: Failure | null, field: string) {
  return failure?.field === field ? { validateStatus: 'error' as const, help: failure.message } : {};
}

function CredentialsForm({ onSignedIn }: { onSignedIn: (password: string) => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const required = { required: true, message: t('console:shell.signIn.required') };

  async function submit(values: SignInForm) {
    setBusy(true);
    setFailure(null);
    try {
      await signIn({ username: values.username.trim(), password: values.password, code: values.code.trim() });
      onSignedIn(values.password);
    } catch (error) {
      setFailure(failureOf(error, t('operator.errors.unknown')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<SignInForm> layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} disabled={busy} onValuesChange={() => failure?.field && setFailure(null)}>
      {failure && !failure.field && <Alert type="error" showIcon title={failure.message} style={{ marginBottom: 16 }} data-testid="console-sign-in-error" />}
      <Form.Item name="username" label={t('console:shell.signIn.username')} rules={[required]} {...fieldError(failure, 'username')}>
        <Input autoComplete="username" autoFocus data-testid="console-username" />
      </Form.Item>
      <Form.Item name="password" label={t('console:shell.signIn.password')} rules={[required]} {...fieldError(failure, 'password')}>
        <Input.Password iconRender={passwordEye} autoComplete="current-password" data-testid="console-password" />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('console:shell.signIn.code')}
        extra={t('console:shell.signIn.codeHint')}
        rules={[required, { pattern: /^\s*\d{6}\s*$/, message: t('console:shell.signIn.codeShape') }]}
        {...fieldError(failure, 'code')}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="console-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="console-sign-in">
        {t('console:shell.signIn.submit')}
      </Button>
    </Form>
  );
}

function NewPasswordForm({ oldPassword, onSaved }: { oldPassword: string | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: { oldPassword?: string; newPassword: string }) {
    setBusy(true);
    setFailure(null);
    try {
      await changePassword(oldPassword ?? values.oldPassword ?? '', values.newPassword);
      onSaved();
    } catch (error) {
      setFailure(failureOf(error, t('operator.errors.unknown')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false} disabled={busy}>
      <Typography.Paragraph>{t('console:shell.signIn.passwordIntro')}</Typography.Paragraph>
      {failure && !(failure.field === 'newPassword' || failure.field === 'oldPassword') && (
        <Alert type="error" showIcon title={failure.message} style={{ marginBottom: 16 }} data-testid="console-password-error" />
      )}
      {oldPassword === null && (
        // After a reload the one-time password is no longer in memory: the operator types it again.
        <Form.Item name="oldPassword" label={t('console:shell.signIn.password')} rules={[{ required: true, message: t('console:shell.signIn.required') }]} {...fieldError(failure, 'oldPassword')}>
          <Input.Password iconRender={passwordEye} autoComplete="current-password" data-testid="console-old-password" />
        </Form.Item>
      )}
      <Form.Item
        name="newPassword"
        label={t('console:shell.signIn.newPassword')}
        rules={[
          { required: true, message: t('console:shell.signIn.required') },
          { min: MIN_PASSWORD_LENGTH, message: t('console:shell.signIn.passwordLength') },
        ]}
        {...fieldError(failure, 'newPassword')}
      >
        <Input.Password iconRender={passwordEye} autoComplete="new-password" autoFocus data-testid="console-new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('console:shell.signIn.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('console:shell.signIn.required') },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('console:shell.signIn.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password iconRender={passwordEye} autoComplete="new-password" data-testid="console-confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="console-save-password">
        {t('console:shell.signIn.savePassword')}
      </Button>
    </Form>
  );
}

function SignInCard({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useTranslation();
  const { operator, signedIn, can } = useOperator();
  // The password typed at sign-in, kept only in memory for the one-time password step that may follow.
  const [typedPassword, setTypedPassword] = useState<string | null>(null);
  const home = operator && !operator.mustChangePassword ? (returnTo ?? homeSectionPath(can)) : undefined;

  if (home) return <Navigate to={home} replace />;
  const passwordStep = signedIn && operator?.mustChangePassword === true;
  const title = passwordStep ? t('console:shell.signIn.passwordTitle') : t('console:shell.signIn.title');
  return (
    <Card style={{ width: '100%', maxWidth: 400 }} data-testid="console-sign-in-card">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {operator && !home && !passwordStep && <Alert type="warning" showIcon title={t('console:shell.noSection')} />}
      {passwordStep ? (
        <NewPasswordForm oldPassword={typedPassword} onSaved={() => setTypedPassword(null)} />
      ) : signedIn && !operator ? null : (
        <CredentialsForm onSignedIn={setTypedPassword} />
      )}
    </Card>
  );
}

function SignInScreen({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: 16, background: '#f0f2f5' }}>
      <Typography.Title level={4} type="secondary">
        {t('console:shell.brand')}
      </Typography.Title>
      <SignInCard returnTo={returnTo} />
    </div>
  );
}

export default function ConsoleSignInPage({ redirect }: PageProps) {
  return (
    <ConsoleProviders>
      <SignInScreen returnTo={returnPathOf(redirect)} />
    </ConsoleProviders>
  );
}
