/**
 * The input bar at the bottom, above the phone's safe area: a picture button, the text (up to 2000 characters, growing
 * to a few lines; Enter sends, Shift+Enter breaks the line) and Send. Typing is signalled to the agent.
 */
import { useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { CS_TEXT_MAX } from '@racing/shared/src/cs/cs-types';
import { showToast } from '@racing/shared/src/ui/toast';
import { pictureProblem, PICTURE_MAX_MB } from '../picture-rules';

/** The length counter shows once the text gets near the limit. */
const COUNTER_FROM = CS_TEXT_MAX - 200;
const MAX_TEXT_HEIGHT_PX = 120;

export interface ComposerProps {
  onSendText: (text: string) => void;
  onSendImage: (file: File) => void;
  onTyped: () => void;
  onStoppedTyping: () => void;
}

export function Composer({ onSendText, onSendImage, onTyped, onStoppedTyping }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  function fit(element: HTMLTextAreaElement) {
    element.style.height = 'auto';
    if (element.scrollHeight) element.style.height = `${Math.min(element.scrollHeight, MAX_TEXT_HEIGHT_PX)}px`;
  }

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!text.trim()) return;
    onSendText(text);
    onStoppedTyping();
    setText('');
    if (input.current) {
      input.current.style.height = 'auto';
      input.current.focus();
    }
  }

  function onChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setText(event.target.value);
    fit(event.target);
    if (event.target.value) onTyped();
    else onStoppedTyping();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing picks a word; it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  function onPicked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same picture chosen twice in a row must fire change again.
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem === 'notImage') showToast(t('chat.notImage'), { icon: 'none' });
    else if (problem === 'tooLarge') showToast(t('chat.tooLarge', { size: PICTURE_MAX_MB }), { icon: 'none' });
    else onSendImage(file);
  }

  return (
    <form className="chat-composer" onSubmit={send} data-testid="chat-composer">
      <button type="button" className="chat-composer__image" aria-label={t('chat.input.image')} onClick={() => picker.current?.click()} data-testid="chat-image-button">
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4" />
          <circle cx="15.5" cy="8.5" r="1.5" />
        </svg>
      </button>
      <input ref={picker} type="file" accept="image/*" hidden onChange={onPicked} data-testid="chat-image-input" />
      <div className="chat-composer__field">
        <textarea
          ref={input}
          className="chat-composer__input"
          rows={1}
          value={text}
          maxLength={CS_TEXT_MAX}
          placeholder={t('chat.input.placeholder')}
          aria-label={t('chat.input.label')}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={onStoppedTyping}
          enterKeyHint="send"
          data-testid="chat-input"
        />
        {text.length >= COUNTER_FROM && (
          <span className="chat-composer__counter" aria-live="polite">
            {t('chat.input.counter', { length: text.length, max: CS_TEXT_MAX })}
          </span>
        )}
      </div>
      <button type="submit" className="chat-composer__send" disabled={!text.trim()} data-testid="chat-send">
        {t('chat.input.send')}
      </button>
    </form>
  );
}
