/** A player's round picture: their avatar, or the first letter of their nickname when there is none (or it fails to load). */
import { useState } from 'react';
import './account-avatar.css';

export function AccountAvatar({ src, name, size = 56 }: { src?: string | null; name?: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = name?.trim() ? Array.from(name.trim())[0].toUpperCase() : '';
  const showImage = src && failed !== src;
  return (
    <span className="account-avatar" style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden="true">
      {showImage ? <img src={src} alt="" onError={() => setFailed(src)} /> : initial || <PersonGlyph />}
    </span>
  );
}

function PersonGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%" fill="currentColor">
      <circle cx="12" cy="8" r="4.2" />
      <path d="M3.5 21c.6-4.4 4.2-7 8.5-7s7.9 2.6 8.5 7z" />
    </svg>
  );
}
