/** Saves a cropped avatar: uploads it with its progress, sets it on the profile, and keeps the session's copy in step. */
import { useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { session } from '@racing/shared/src/session/session-store';
import { showErrorToast, showToast } from '@racing/shared/src/ui/toast';
import { updatePerson, uploadImage } from './api/profile-api';
import { fileNameFor } from './crop-to-blob';
import type { CroppedAvatar } from './components/avatar-cropper';

export interface AvatarUpload {
  /** From 0 to 1 while an upload runs, else null. */
  progress: number | null;
  save: (avatar: CroppedAvatar) => Promise<void>;
}

export function useAvatarUpload(): AvatarUpload {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  return {
    progress,
    async save({ blob, type }) {
      setProgress(0);
      try {
        const url = await uploadImage(blob, fileNameFor(type), setProgress);
        await updatePerson({ avatarUrl: url });
        if (session.userInfo) session.setUserInfo({ ...session.userInfo, avatarUrl: url });
        showToast(t('edit.avatarUpdated'));
      } catch (error) {
        // The server's own words: too large, not an image, too many uploads.
        showErrorToast(error);
      } finally {
        setProgress(null);
      }
    },
  };
}
