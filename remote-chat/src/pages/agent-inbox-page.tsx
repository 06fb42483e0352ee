/** #/pages/cs/inbox: the customer-service agents' inbox (no player login: operators sign in through the console). */
import { useState } from 'react';
import { registerInboxLocales } from '../locales/register-inbox-locales';
import { AgentInbox } from '../features/agent-inbox/components/agent-inbox';

export default function AgentInboxPage() {
  // Before the first t(): the inbox namespace joins the i18next instance the host (or the standalone shell) started.
  useState(() => registerInboxLocales());
  return (
    <div className="agent-inbox-page" data-testid="page-agent-inbox">
      <AgentInbox />
    </div>
  );
}
