/**
 * The reply box of the open conversation: text up to 2000 characters (Enter sends, Shift+Enter starts a new line, an
 * input method's Enter picks its word), an image (uploaded with progress, then sent), a canned reply inserted where
 * the cursor is. Typing tells the player "agent is typing".
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import Button from 'antd-mobile/es/components/button';
import { formatNumber } from '@racing/shared/src/format/format-number';
import { showToast } from '@racing/shared/src/ui/toast';
import type { CannedRepliesStore } from '../canned-replies-store';
import { TEXT_MAX, type InboxStore } from '../inbox-store';
import { CannedPicker } from './canned-picker';

/** The upload's own limit is the server's; this only spares a long upload that is sure to be refused. */
const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const Composer = observer(function Composer({ store, canned }: { store: InboxStore; canned: CannedRepliesStore }) {
  const { t } = useTranslation();
  const input = useRef<HTMLTextAreaElement>(null);
  const picture = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const draft = store.draft;
  const length = draft.trim().length;
  const tooLong = length > TEXT_MAX;

  function send() {
    if (store.sendDraft()) input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function onPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same picture twice in a row must fire change again.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) showToast(t('inbox:composer.notImage'), { icon: 'fail' });
    else if (file.size > IMAGE_MAX_BYTES) showToast(t('inbox:composer.imageTooLarge', { size: formatNumber(IMAGE_MAX_BYTES / 1024 / 1024) }), { icon: 'fail' });
    else store.sendImage(file);
  }

  /** The reply goes where the cursor is (replacing a selection), and the cursor after it. */
  function insert(text: string) {
    const element = input.current;
    const start = element?.selectionStart ?? draft.length;
    const end = element?.selectionEnd ?? draft.length;
    store.setDraft(draft.slice(0, start) + text + draft.slice(end));
    setPicking(false);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  return (
    <div className="inbox-composer">
      <div className="inbox-composer__tools">
        <Button size="small" fill="outline" onClick={() => picture.current?.click()} data-testid="inbox-image">
          {t('inbox:composer.image')}
        </Button>
        <input ref={picture} type="file" accept="image/*" hidden onChange={onPicture} data-testid="inbox-image-input" />
        <Button size="small" fill="outline" onClick={() => setPicking(true)} data-testid="inbox-canned">
          {t('inbox:composer.canned')}
        </Button>
        <span className={`inbox-composer__count${tooLong ? ' inbox-composer__count--over' : ''}`} aria-live="polite">
          {length > TEXT_MAX * 0.9 && t('inbox:composer.count', { length: formatNumber(length), max: formatNumber(TEXT_MAX) })}
        </span>
      </div>
      <div className="inbox-composer__row">
        <textarea
          ref={input}
          className="inbox-composer__input"
          rows={2}
          value={draft}
          placeholder={t('inbox:composer.placeholder')}
          aria-label={t('inbox:composer.label')}
          aria-invalid={tooLong || undefined}
          onChange={(event) => store.setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="inbox-composer-input"
        />
        <Button color="primary" disabled={length === 0 || tooLong} onClick={send} data-testid="inbox-send">
          {t('inbox:composer.send')}
        </Button>
      </div>
      <CannedPicker canned={canned} visible={picking} onClose={() => setPicking(false)} onPick={insert} />
    </div>
  );
});
