/**
 * Nickname and signature: the nickname's rule and the avatar rule are checked before anything is sent, the server's
 * refusal is shown as it words it; a save updates the session's profile and goes back.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import type { UserInfo } from '@racing/shared/src/api/api-types';
import { session } from '@racing/shared/src/session/session-store';
import { showToast } from '@racing/shared/src/ui/toast';
import { updatePerson } from '../api/profile-api';
import { NICKNAME_MAX, SIGNATURE_MAX, avatarError, characterCount, limitSignature, nicknameError } from '../profile-rules';

export function ProfileForm({ person, onSaved }: { person: UserInfo; onSaved: () => void }) {
  const { t } = useTranslation();
  const [nickname, setNickname] = useState(person.nickName ?? '');
  const [signature, setSignature] = useState(limitSignature(person.signature ?? ''));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const nicknameLength = characterCount(nickname.trim());

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The avatar may have changed on this page since it opened: the session holds the current one.
    const invalid = nicknameError(nickname) ?? avatarError(session.userInfo?.avatarUrl ?? person.avatarUrl);
    if (invalid) {
      setError(t(invalid));
      return;
    }
    setError('');
    setBusy(true);
    const changes = { nickName: nickname.trim(), signature: signature.trim() };
    try {
      await updatePerson(changes);
      const current = session.userInfo ?? person;
      session.setUserInfo({ ...current, nickName: changes.nickName, signature: changes.signature || null });
      showToast(t('edit.saved'));
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <form className="edit-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="edit-card">
        <label className="edit-field">
          <span className="edit-field__label">{t('edit.nickname')}</span>
          <input
            name="nickname"
            aria-label={t('edit.nickname')}
            value={nickname}
            placeholder={t('edit.nicknamePlaceholder')}
            autoComplete="nickname"
            onChange={(event) => {
              setNickname(event.target.value);
              // The message was about what the player has just changed: it goes until the next save says otherwise.
              setError('');
            }}
            aria-invalid={nicknameError(nickname) !== null}
            data-testid="edit-nickname"
          />
          <span className={`edit-field__count${nicknameLength > NICKNAME_MAX ? ' edit-field__count--over' : ''}`} data-testid="edit-nickname-count">
            {t('edit.counter', { used: nicknameLength, max: NICKNAME_MAX })}
          </span>
        </label>
        <label className="edit-field edit-field--multiline">
          <span className="edit-field__label">{t('edit.signature')}</span>
          <textarea
            name="signature"
            aria-label={t('edit.signature')}
            rows={3}
            value={signature}
            placeholder={t('edit.signaturePlaceholder')}
            onChange={(event) => {
              setSignature(limitSignature(event.target.value));
              setError('');
            }}
            data-testid="edit-signature"
          />
          <span className="edit-field__count" data-testid="edit-signature-count">
            {t('edit.counter', { used: characterCount(signature), max: SIGNATURE_MAX })}
          </span>
        </label>
      </div>
      <p className="edit-error" role="alert" data-testid="edit-error">
        {error}
      </p>
      <button type="submit" className="edit-button edit-button--primary edit-button--block" disabled={busy} data-testid="edit-save">
        {busy ? t('edit.saving') : t('edit.save')}
      </button>
    </form>
  );
}
