/** Canned replies, managed: the list with Edit and Delete, and the form that adds or edits one (title up to 40, text up to 2000). */
import { useState } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { showToast } from '@racing/shared/src/ui/toast';
import type { CsCannedReply } from '../api/inbox-types';
import { CANNED_CONTENT_MAX, CANNED_TITLE_MAX, type CannedRepliesStore } from '../canned-replies-store';
import { errorMessage } from '../error-message';
import { ConfirmDialog } from './confirm-dialog';

/** What the form edits: a new reply (no id) or an existing one. */
interface Editing {
  id?: number;
  title: string;
  content: string;
}

function CannedForm({ canned, editing, onDone }: { canned: CannedRepliesStore; editing: Editing; onDone: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(editing.title);
  const [content, setContent] = useState(editing.content);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleProblem = !title.trim() ? t('inbox:canned.required') : title.trim().length > CANNED_TITLE_MAX ? t('inbox:canned.tooLong', { max: formatNumber(CANNED_TITLE_MAX) }) : null;
  const contentProblem = !content.trim()
    ? t('inbox:canned.required')
    : content.trim().length > CANNED_CONTENT_MAX
      ? t('inbox:canned.tooLong', { max: formatNumber(CANNED_CONTENT_MAX) })
      : null;
  const [tried, setTried] = useState(false);

  async function save() {
    setTried(true);
    if (titleProblem || contentProblem) return;
    setSaving(true);
    setFailure(null);
    try {
      await canned.save({ title, content }, editing.id);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="inbox-canned-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      data-testid="inbox-canned-form"
    >
      <label className="inbox-field">
        <span>{t('inbox:canned.titleLabel')}</span>
        <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={CANNED_TITLE_MAX * 2} data-testid="inbox-canned-title" />
        {tried && titleProblem && <em role="alert">{titleProblem}</em>}
      </label>
      <label className="inbox-field">
        <span>{t('inbox:canned.contentLabel')}</span>
        <textarea rows={5} value={content} onChange={(event) => setContent(event.target.value)} data-testid="inbox-canned-content" />
        {tried && contentProblem && <em role="alert">{contentProblem}</em>}
      </label>
      {failure && (
        <p className="inbox-error" role="alert">
          {failure}
        </p>
      )}
      <div className="inbox-canned-form__actions">
        <Button onClick={onDone} disabled={saving}>
          {t('inbox:cancel')}
        </Button>
        <Button type="submit" color="primary" loading={saving} data-testid="inbox-canned-save">
          {t('inbox:canned.save')}
        </Button>
      </div>
    </form>
  );
}

export const CannedManager = observer(function CannedManager({ canned, visible, onClose }: { canned: CannedRepliesStore; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<CsCannedReply | null>(null);

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterShow={() => void canned.load()}
      bodyClassName="inbox-popup inbox-popup--manager"
      destroyOnClose
    >
      <div className="inbox-popup__head" data-testid="inbox-canned-manager">
        <h2 className="inbox-popup__title">{t('inbox:canned.manageTitle')}</h2>
        <Button size="small" fill="none" onClick={onClose}>
          {t('inbox:close')}
        </Button>
      </div>
      {editing ? (
        <CannedForm key={editing.id ?? 'new'} canned={canned} editing={editing} onDone={() => setEditing(null)} />
      ) : (
        <>
          <Button block color="primary" fill="outline" onClick={() => setEditing({ title: '', content: '' })} data-testid="inbox-canned-add">
            {t('inbox:canned.add')}
          </Button>
          {canned.error && (
            <p className="inbox-error" role="alert">
              {canned.error}
            </p>
          )}
          {canned.loaded && canned.replies.length === 0 && <p className="inbox-lists__empty">{t('inbox:canned.empty')}</p>}
          <ul className="inbox-canned">
            {canned.replies.map((reply) => (
              <li key={reply.id} className="inbox-canned__managed" data-testid={`inbox-canned-item-${reply.id}`}>
                <span className="inbox-canned__title">{reply.title}</span>
                <span className="inbox-canned__content">{reply.content}</span>
                <span className="inbox-canned__actions">
                  <Button size="mini" onClick={() => setEditing({ id: reply.id, title: reply.title, content: reply.content })} data-testid={`inbox-canned-edit-${reply.id}`}>
                    {t('inbox:canned.edit')}
                  </Button>
                  <Button size="mini" color="danger" fill="outline" onClick={() => setDeleting(reply)} data-testid={`inbox-canned-delete-${reply.id}`}>
                    {t('inbox:canned.delete')}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        visible={deleting !== null}
        title={t('inbox:canned.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmText={t('inbox:canned.delete')}
        testId="inbox-canned-delete-confirm"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await canned.remove(deleting.id).catch((error: unknown) => showToast(errorMessage(error), { icon: 'fail' }));
        }}
      />
    </Popup>
  );
});
