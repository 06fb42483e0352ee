/**
 * A result's ten places as coloured balls. `reveal` plays the arrival of an already fixed result once: all ten slots
 * are there at once, grey, and each turns into its number in place order; the numbers shown never change.
 */
import { useEffect } from 'react';
import './number-balls.css';

interface NumberBallsProps {
  places: readonly number[] | null | undefined;
  size?: 'md' | 'sm';
  reveal?: boolean;
  onRevealEnd?: () => void;
  /** Names the row (a group: a plain div may not carry a name). */
  label?: string;
  /** Places (0-based) to stand out, the others dimmed: the ones that decided a bet. */
  focus?: readonly number[];
}

/** Kept in step with number-balls.css: one ball turns every STAGGER_MS, each turn lasting TURN_MS. */
export const REVEAL_STAGGER_MS = 70;
export const REVEAL_TURN_MS = 320;
/** From the first ball starting to the tenth ball done (under a second). */
export const REVEAL_TOTAL_MS = REVEAL_STAGGER_MS * 9 + REVEAL_TURN_MS;

/** One number's ball, on its own. */
export function NumberBall({ number, size = 'md' }: { number: number; size?: 'md' | 'sm' }) {
  return <i className={`ball ball--${number}${size === 'sm' ? ' ball--sm' : ''}`}>{number}</i>;
}

export function NumberBalls({ places, size = 'md', reveal = false, onRevealEnd, label, focus }: NumberBallsProps) {
  useEffect(() => {
    if (!reveal || !onRevealEnd) return undefined;
    const timer = setTimeout(onRevealEnd, REVEAL_TOTAL_MS);
    return () => clearTimeout(timer);
  }, [reveal, onRevealEnd]);
  const sizeClass = size === 'sm' ? ' ball--sm' : '';
  if (!places || places.length === 0) {
    return (
      <div className="balls" role={label ? 'group' : undefined} aria-label={label}>
        {Array.from({ length: 10 }, (_, i) => (
          <i key={i} className={`ball ball--empty${sizeClass}`} />
        ))}
      </div>
    );
  }
  return (
    <div className={`balls${reveal ? ' balls--reveal' : ''}`} role={label ? 'group' : undefined} aria-label={label} data-testid="number-balls" data-revealing={reveal || undefined}>
      {places.map((number, place) => (
        <i key={place} className={`ball ball--${number}${sizeClass}${focus && !focus.includes(place) ? ' ball--dim' : ''}`} style={reveal ? { animationDelay: `${place * REVEAL_STAGGER_MS}ms` } : undefined}>
          {number}
        </i>
      ))}
    </div>
  );
}
