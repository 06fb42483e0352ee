/** The notice editor: a title and content per language in tabs, pinned, publish window; save, publish, unpublish, delete, preview. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, DatePicker, Drawer, Empty, Form, Grid, Input, Modal, Popconfirm, Space, Spin, Switch, Tabs } from 'antd';
import { currentLanguage } from '@racing/shared/src/i18n/i18n-setup';
import { useActionFailure } from '../../../lib/use-action-failure';
import {
  NOTICE_LANGUAGES,
  addNotice,
  deleteNotices,
  getNotice,
  publishNotice,
  unpublishNotice,
  updateNotice,
  type Notice,
  type NoticeDraft,
  type NoticeLanguage,
} from '../api/notices-api';
import { appLanguageOf, checkTabTexts, noticeLanguageOf, tabTextsOf, type TabTexts } from '../notice-texts';
import { NoticeLanguageLabel } from './notice-language-label';
import { NoticePreview } from './notice-preview';
import { NoticeStatusTag } from './notice-status-tag';

export interface NoticePermissions {
  add: boolean;
  update: boolean;
  publish: boolean;
  unpublish: boolean;
  delete: boolean;
}

export interface NoticeEditorProps {
  /** The notice to edit, 'new' for a new one, null while closed. */
  target: number | 'new' | null;
  permissions: NoticePermissions;
  onClose: () => void;
  /** Something was saved, published or deleted: the list reloads. */
  onChanged: () => void;
}

interface EditorValues {
  texts: Partial<TabTexts>;
  pinned: boolean;
  window: [Dayjs | null, Dayjs | null] | null;
}

const BLANK: EditorValues = { texts: tabTextsOf({}), pinned: false, window: null };

function valuesOf(notice: Notice): EditorValues {
  const from = notice.publishFrom ? dayjs(notice.publishFrom) : null;
  const until = notice.publishUntil ? dayjs(notice.publishUntil) : null;
  return { texts: tabTextsOf(notice.texts), pinned: notice.pinned, window: from || until ? [from, until] : null };
}

/** Whether the form's draft is what the notice already holds (texts trimmed as saved, moments compared as instants). */
function unchanged(draft: NoticeDraft, notice: Notice): boolean {
  const saved = checkTabTexts(tabTextsOf(notice.texts));
  const sameMoment = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));
  return (
    draft.pinned === notice.pinned &&
    sameMoment(draft.publishFrom, notice.publishFrom) &&
    sameMoment(draft.publishUntil, notice.publishUntil) &&
    saved.ok &&
    JSON.stringify(draft.texts) === JSON.stringify(saved.texts)
  );
}

export function NoticeEditor({ target, permissions, onClose, onChanged }: NoticeEditorProps) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<EditorValues>();
  const { failed, success, holder } = useActionFailure(form);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [textsError, setTextsError] = useState<string | null>(null);
  const [activeLanguage, setActiveLanguage] = useState<NoticeLanguage>(() => noticeLanguageOf(currentLanguage()));
  const [previewOpen, setPreviewOpen] = useState(false);

  useEffect(() => {
    setTextsError(null);
    setActiveLanguage(noticeLanguageOf(currentLanguage()));
    if (target === null) return undefined;
    if (target === 'new') {
      setNotice(null);
      form.setFieldsValue(BLANK);
      return undefined;
    }
    let current = true;
    setLoading(true);
    getNotice(target).then(
      (loaded) => {
        if (!current) return;
        setNotice(loaded);
        form.setFieldsValue(valuesOf(loaded));
        setLoading(false);
      },
      (error: unknown) => {
        if (!current) return;
        setLoading(false);
        failed(error);
      },
    );
    return () => {
      current = false;
    };
    // `failed` shows a message; a new one each render must not reload the notice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, form]);

  /** The form as the API takes it, or null (and the reason shown) when the texts are not complete. */
  function readDraft(): NoticeDraft | null {
    const values = form.getFieldsValue(true) as EditorValues;
    const check = checkTabTexts(values.texts ?? {});
    if (!check.ok) {
      if (check.error === 'none') setTextsError(t('console:notices.errorNoText'));
      else {
        setActiveLanguage(check.language);
        setTextsError(check.missing === 'title' ? t('console:notices.errorMissingTitle') : t('console:notices.errorMissingContent'));
      }
      return null;
    }
    setTextsError(null);
    const [from, until] = values.window ?? [null, null];
    return { texts: check.texts, pinned: Boolean(values.pinned), publishFrom: from?.toISOString() ?? null, publishUntil: until?.toISOString() ?? null };
  }

  /** Runs one action with the buttons disabled; a refusal is shown with the server's message. */
  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  /** Saves the form (adds the notice the first time) and answers the saved notice, or null when the form is incomplete. */
  async function save(draft = readDraft()): Promise<Notice | null> {
    if (!draft) return null;
    const saved = notice ? await updateNotice(notice.id, draft) : await addNotice(draft);
    setNotice(saved);
    onChanged();
    return saved;
  }

  const onSave = () =>
    run(async () => {
      if (await save()) void success(t('console:notices.saved'));
    });

  const onPublish = () =>
    run(async () => {
      const draft = readDraft();
      if (!draft) return;
      // Saving an unchanged notice would only write a needless update row to the audit log.
      const saved = notice && unchanged(draft, notice) ? notice : await save(draft);
      if (!saved) return;
      setNotice(await publishNotice(saved.id));
      onChanged();
      void success(t('console:notices.published'));
    });

  const onUnpublish = () =>
    run(async () => {
      if (!notice) return;
      setNotice(await unpublishNotice(notice.id));
      onChanged();
      void success(t('console:notices.unpublished'));
    });

  const onDelete = () =>
    run(async () => {
      if (!notice) return;
      await deleteNotices([notice.id]);
      onChanged();
      void success(t('console:notices.deleted'));
      onClose();
    });

  const editable = notice ? permissions.update : permissions.add;
  const preview = previewOpen ? (form.getFieldsValue(true) as EditorValues) : null;
  const previewText = preview?.texts?.[activeLanguage];

  return (
    <>
      {holder}
      <Drawer
        open={target !== null}
        onClose={onClose}
        size={screens.md ? 760 : '100%'}
        destroyOnHidden
        title={
          <Space>
            {notice ? t('console:notices.editTitle', { id: notice.id }) : t('console:notices.newTitle')}
            {notice && <NoticeStatusTag status={notice.status} />}
          </Space>
        }
        footer={
          <Space wrap>
            {editable && (
              <Button type="primary" data-testid="notice-save" loading={busy} disabled={loading} onClick={onSave}>
                {t('console:notices.save')}
              </Button>
            )}
            {permissions.publish && editable && notice?.status !== 'published' && (
              <Button data-testid="notice-publish" disabled={busy || loading} onClick={onPublish}>
                {t('console:notices.publish')}
              </Button>
            )}
            {permissions.unpublish && notice?.status === 'published' && (
              <Button data-testid="notice-unpublish" disabled={busy || loading} onClick={onUnpublish}>
                {t('console:notices.unpublish')}
              </Button>
            )}
            <Button data-testid="notice-preview" disabled={loading} onClick={() => setPreviewOpen(true)}>
              {t('console:notices.preview')}
            </Button>
            {permissions.delete && notice && (
              <Popconfirm
                title={t('console:notices.deleteConfirm')}
                okText={t('console:notices.delete')}
                cancelText={t('console:notices.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'notice-delete-confirm' }}
                onConfirm={onDelete}
              >
                <Button danger data-testid="notice-delete" disabled={busy || loading}>
                  {t('console:notices.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        <Spin spinning={loading}>
          <Form form={form} layout="vertical" initialValues={BLANK} disabled={!editable}>
            {textsError && <Alert type="error" showIcon title={textsError} style={{ marginBottom: 16 }} data-testid="notice-texts-error" />}
            <Tabs
              activeKey={activeLanguage}
              onChange={(key) => setActiveLanguage(key as NoticeLanguage)}
              items={NOTICE_LANGUAGES.map((language) => ({
                key: language,
                // Every tab is rendered from the start, so each language's fields exist before its tab is opened.
                forceRender: true,
                label: (
                  <span data-testid={`notice-tab-${language}`}>
                    <NoticeLanguageLabel language={language} />
                  </span>
                ),
                children: (
                  <>
                    <Form.Item name={['texts', language, 'title']} label={t('console:notices.fieldTitle')}>
                      <Input data-testid={`notice-title-${language}`} />
                    </Form.Item>
                    <Form.Item name={['texts', language, 'content']} label={t('console:notices.fieldContent')}>
                      <Input.TextArea data-testid={`notice-content-${language}`} rows={10} />
                    </Form.Item>
                  </>
                ),
              }))}
            />
            <Form.Item name="pinned" label={t('console:notices.fieldPinned')} valuePropName="checked">
              <Switch data-testid="notice-pinned" />
            </Form.Item>
            <Form.Item name="window" label={t('console:notices.fieldWindow')} extra={t('console:notices.windowHint')}>
              <DatePicker.RangePicker
                data-testid="notice-window"
                showTime
                allowEmpty={[true, true]}
                placeholder={[t('console:notices.windowFrom'), t('console:notices.windowUntil')]}
              />
            </Form.Item>
          </Form>
        </Spin>
        <Modal
          open={previewOpen}
          title={
            <Space>
              {t('console:notices.previewTitle')}
              <NoticeLanguageLabel language={activeLanguage} />
            </Space>
          }
          footer={null}
          onCancel={() => setPreviewOpen(false)}
          destroyOnHidden
        >
          {previewText?.title?.trim() || previewText?.content?.trim() ? (
            <NoticePreview
              title={previewText.title ?? ''}
              content={previewText.content ?? ''}
              date={preview?.window?.[0]?.toDate() ?? notice?.createTime ?? new Date()}
              language={appLanguageOf(activeLanguage)}
            />
          ) : (
            <Empty description={t('console:notices.previewEmpty')} />
          )}
        </Modal>
      </Drawer>
    </>
  );
}
