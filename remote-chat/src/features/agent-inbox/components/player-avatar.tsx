/** A player's picture, or the first letter of their nickname when they have none (or it does not load). */
import { useState } from 'react';
import { safeImageUrl } from '../message-texts';

export function PlayerAvatar({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const src = url && !broken ? safeImageUrl(url) : null;
  return (
    <span className="inbox-avatar" style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden="true">
      {src ? <img src={src} alt="" onError={() => setBroken(true)} /> : Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
