/** A two-part split of a run of draws (big/small, odd/even): one bar in two colours, each part named with its count and share. */
import { useTranslation } from '@racing/shared/src/i18n/react-i18n';
import { percent } from '../trend-stats';

interface SplitPart {
  label: string;
  count: number;
}

export function SplitBar({ first, second }: { first: SplitPart; second: SplitPart }) {
  const { t } = useTranslation();
  const total = first.count + second.count;
  const firstShare = percent(first.count, total);
  // The two shares always add up to 100.
  const parts = [
    { ...first, share: firstShare, side: 'a' },
    { ...second, share: total === 0 ? 0 : 100 - firstShare, side: 'b' },
  ];
  const texts = parts.map((part) => t('trend.splitPart', { label: part.label, count: part.count, percent: part.share }));
  return (
    <div className="split" role="img" aria-label={t('trend.splitLabel', { first: texts[0], second: texts[1] })}>
      <div className="split__bar" aria-hidden="true">
        {/* A part that never came up takes no room (the legend still names it at 0). */}
        {parts.map((part) =>
          part.count > 0 ? <span key={part.side} className={`split__part split__part--${part.side}`} style={{ flexGrow: part.count }} /> : null,
        )}
      </div>
      <div className="split__legend" aria-hidden="true">
        {parts.map((part, index) => (
          <span key={part.side} className={`split__key split__key--${part.side}`} data-testid={`split-${part.side}`}>
            {texts[index]}
          </span>
        ))}
      </div>
    </div>
  );
}
