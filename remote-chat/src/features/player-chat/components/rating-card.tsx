/** After the conversation ends: rate it 1 to 5 stars with an optional comment (up to 140 characters), once; then the rating given. */
import { useState, type FormEvent } from 'react';
import { observer } from '@racing/shared/src/state/mobx';
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { CS_RATING_COMMENT_MAX, type CsSessionView } from '@racing/shared/src/cs/cs-types';

const SCORES = [1, 2, 3, 4, 5] as const;

function Stars({ score }: { score: number }) {
  return (
    <span className="chat-rating__stars" aria-hidden="true">
      {SCORES.map((value) => (
        <span key={value} className={value <= score ? 'chat-star chat-star--on' : 'chat-star'}>
          ★
        </span>
      ))}
    </span>
  );
}

export const RatingCard = observer(function RatingCard({ session, onRate }: { session: CsSessionView; onRate: (score: number, comment: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);

  if (session.rating) {
    return (
      <section className="chat-rating" data-testid="chat-rating-done">
        <Stars score={session.rating.score} />
        <p className="chat-rating__done">{t('chat.rating.rated', { count: session.rating.score })}</p>
        <p className="chat-rating__thanks">{t('chat.rating.thanks')}</p>
      </section>
    );
  }
  if (!session.canRate) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!score || sending) return;
    setSending(true);
    try {
      await onRate(score, comment);
    } catch {
      // The store has shown why; the form stays for another try.
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="chat-rating" onSubmit={submit} data-testid="chat-rating">
      <h2 className="chat-rating__title" id="chat-rating-title">
        {t('chat.rating.title')}
      </h2>
      <div className="chat-rating__choice" role="radiogroup" aria-labelledby="chat-rating-title">
        {SCORES.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={score === value}
            aria-label={t('chat.rating.star', { count: value })}
            className={value <= score ? 'chat-star chat-star--on' : 'chat-star'}
            onClick={() => setScore(value)}
          >
            ★
          </button>
        ))}
      </div>
      <label className="chat-rating__comment">
        <span className="chat-visually-hidden">{t('chat.rating.comment')}</span>
        <textarea
          value={comment}
          maxLength={CS_RATING_COMMENT_MAX}
          rows={2}
          placeholder={t('chat.rating.commentPlaceholder')}
          onChange={(event) => setComment(event.target.value)}
        />
        <span className="chat-rating__counter">{t('chat.input.counter', { length: comment.length, max: CS_RATING_COMMENT_MAX })}</span>
      </label>
      <button type="submit" className="chat-button chat-button--primary" disabled={!score || sending}>
        {t('chat.rating.submit')}
      </button>
    </form>
  );
});
