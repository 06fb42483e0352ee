/** Invite friends (/pages/user/invite): my invite code and link, sharing them, and the friends who registered with the code. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { PageState } from '@racing/shared/src/ui/page-state';
import { getInviteInfo } from '../features/invite/api/invite-api';
import { inviteLink } from '../features/invite/invite-link';
import { InviteCard } from '../features/invite/components/invite-card';
import { ShareSheet } from '../features/invite/components/share-sheet';
import { InviteeList } from '../features/invite/components/invitee-list';
import '../features/invite/components/invite.css';

export default function InvitePage() {
  const { t } = useTranslation();
  const info = useApiData(getInviteInfo, []);
  const [sharing, setSharing] = useState(false);
  const data = info.data;
  const link = data ? inviteLink(data.registerPath) : '';
  return (
    <div className="invite-page" data-testid="page-invite">
      <PageState loading={info.loading && !data} error={info.error} onRetry={info.reload}>
        {data && (
          <>
            <InviteCard code={data.code} link={link} invitedCount={data.invitedCount} onShare={() => setSharing(true)} />
            <ShareSheet
              visible={sharing}
              onClose={() => setSharing(false)}
              content={{ title: t('invite.shareTitle', { app: t('app.name') }), text: t('invite.shareText', { app: t('app.name'), code: data.code }), url: link }}
            />
          </>
        )}
      </PageState>
      <InviteeList />
    </div>
  );
}
