/** Whole seconds left until `until` (epoch ms), ticking every second; 0 when it has passed. */
import { useEffect, useState } from 'react';

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

export function useCountdown(until: number): number {
  const [left, setLeft] = useState(() => secondsLeft(until));
  useEffect(() => {
    setLeft(secondsLeft(until));
    if (secondsLeft(until) === 0) return undefined;
    const timer = setInterval(() => {
      const next = secondsLeft(until);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}
