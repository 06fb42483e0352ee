/** Takes away index.html's static first paint of the home screen once a real page (or its error) is on screen. */
import { useEffect } from 'react';

export const FIRST_PAINT_ID = 'first-paint';

export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/** Removes the first paint after this render when `done` is true. */
export function useRemoveFirstPaintWhen(done: boolean): void {
  useEffect(() => {
    if (done) removeFirstPaint();
  }, [done]);
}
