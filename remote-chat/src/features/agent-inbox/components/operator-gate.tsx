/**
 * Lets only a signed-in agent (or admin) into the inbox. No operator token, or a one-time password still to change:
 * a link to the console's sign-in, which brings the operator back here. A role that takes no chats: why not, and a
 * way to sign in with another account. A 401 on the way signs out and goes to sign-in by itself (the operator client).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { appNavigator } from '@racing/shared/src/navigation/app-navigator';
import { signInPath } from '@racing/shared/src/operator/admin-client';
import { AGENT_INBOX_PATH } from '@racing/shared/src/operator/agent-inbox-path';
import { loadPerson, signOut, useOperator } from '@racing/shared/src/operator/operator-person';
import type { OperatorPerson } from '@racing/shared/src/operator/operator-store';
import { errorMessage } from '../error-message';

/** The server lets agent sockets in with this key (CONTRACT.md); the agent and admin roles hold it. */
export const AGENT_PERMISSION = 'cs:session:mine';

function GateMessage({ testId, title, text, children }: { testId: string; title: string; text: string; children?: ReactNode }) {
  return (
    <div className="inbox-gate" data-testid={testId}>
      <div className="inbox-gate__card" role="alert">
        <h1 className="inbox-gate__title">{title}</h1>
        <p className="inbox-gate__text">{text}</p>
        {children}
      </div>
    </div>
  );
}

function SignInLink({ label }: { label: string }) {
  return (
    <a className="inbox-gate__action" href={`#${signInPath(AGENT_INBOX_PATH)}`} data-testid="inbox-sign-in">
      {label}
    </a>
  );
}

export function OperatorGate({ children }: { children: (me: OperatorPerson) => ReactNode }) {
  const { t } = useTranslation();
  const { operator, signedIn, can } = useOperator();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const loading = signedIn && operator === null;

  // useOperator reads the person too (the same request): this one says when it failed for a reason other than a 401.
  useEffect(() => {
    if (!loading) return undefined;
    let current = true;
    loadPerson().catch((error: unknown) => current && setFailure(errorMessage(error)));
    return () => {
      current = false;
    };
  }, [loading, attempt]);

  if (!signedIn) {
    return (
      <GateMessage testId="inbox-signed-out" title={t('inbox:gate.signInTitle')} text={t('inbox:gate.signInText')}>
        <SignInLink label={t('inbox:gate.signIn')} />
      </GateMessage>
    );
  }
  if (operator === null) {
    return failure ? (
      <GateMessage testId="inbox-gate-failed" title={t('inbox:gate.failedTitle')} text={failure}>
        <Button
          color="primary"
          onClick={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('inbox:retry')}
        </Button>
      </GateMessage>
    ) : (
      <div className="inbox-gate" data-testid="inbox-gate-loading">
        <SpinLoading aria-label={t('inbox:gate.checking')} />
      </div>
    );
  }
  if (operator.mustChangePassword) {
    return (
      <GateMessage testId="inbox-password-step" title={t('inbox:gate.signInTitle')} text={t('inbox:gate.passwordText')}>
        <SignInLink label={t('inbox:gate.finishSignIn')} />
      </GateMessage>
    );
  }
  if (!can(AGENT_PERMISSION)) {
    const role = t(`inbox:gate.roles.${operator.role}`, { defaultValue: operator.role });
    return (
      <GateMessage testId="inbox-refused" title={t('inbox:gate.notAgentTitle')} text={t('inbox:gate.notAgentText', { name: operator.displayName, role })}>
        <Button
          color="primary"
          loading={leaving}
          data-testid="inbox-switch-account"
          onClick={() => {
            setLeaving(true);
            void signOut().then(() => appNavigator.push(signInPath(AGENT_INBOX_PATH)));
          }}
        >
          {t('inbox:gate.switchAccount')}
        </Button>
      </GateMessage>
    );
  }
  return <>{children(operator)}</>;
}
