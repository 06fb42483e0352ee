/** Edit (/pages/user/edit): the avatar (preview, camera or album, crop, upload), the nickname and the signature. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { useApiData } from '@racing/shared/src/api/use-api-data';
import { PageState } from '@racing/shared/src/ui/page-state';
import { AvatarEditor } from '../features/edit/components/avatar-editor';
import { ProfileForm } from '../features/edit/components/profile-form';
import { refreshPerson } from '../api/refresh-person';
import { useBackOrHome } from '@racing/shared/src/navigation/use-back-or-home';
import '../features/edit/components/edit.css';

export default function EditPage() {
  const { t } = useTranslation();
  // The profile as the server has it now (another device may have changed it), kept in the session too.
  const person = useApiData(refreshPerson, []);
  const goBack = useBackOrHome();
  return (
    <div className="edit-page" data-testid="page-edit">
      <PageState loading={person.loading && !person.data} error={person.error} onRetry={person.reload}>
        {person.data && (
          <>
            <div className="edit-card edit-card--avatar">
              <span className="edit-field__label">{t('edit.avatar')}</span>
              <AvatarEditor />
            </div>
            <ProfileForm key={person.data.id} person={person.data} onSaved={goBack} />
          </>
        )}
      </PageState>
    </div>
  );
}
