/** A result's ten places as coloured balls; `reveal` plays the arrival of an already fixed result once. */
import { useEffect } from 'react';
import './number-balls.css';

interface NumberBallsProps {
  places: readonly number[] | null | undefined;
  size?: 'md' | 'sm';
  /** Animate the balls in one after another (the live result reveal); the numbers shown never change. */
  reveal?: boolean;
  onRevealEnd?: () => void;
  label?: string;
}

const STAGGER_MS = 120;

export function NumberBalls({ places, size = 'md', reveal = false, onRevealEnd, label }: NumberBallsProps) {
  useEffect(() => {
    if (!reveal || !onRevealEnd) return undefined;
    const timer = setTimeout(onRevealEnd, STAGGER_MS * 10 + 600);
    return () => clearTimeout(timer);
  }, [reveal, onRevealEnd]);
  const sizeClass = size === 'sm' ? ' ball--sm' : '';
  if (!places || places.length === 0) {
    return (
      <div className="balls" aria-label={label}>
        {Array.from({ length: 10 }, (_, i) => (
          <i key={i} className={`ball ball--empty${sizeClass}`} />
        ))}
      </div>
    );
  }
  return (
    <div className={`balls${reveal ? ' balls--reveal' : ''}`} aria-label={label} data-testid="number-balls">
      {places.map((number, place) => (
        <i key={place} className={`ball ball--${number}${sizeClass}`} style={reveal ? { animationDelay: `${place * STAGGER_MS}ms` } : undefined}>
          {number}
        </i>
      ))}
    </div>
  );
}
