/** An author's round avatar, or the first letter of their name when they have none. */
import './plans.css';

export function PlanAvatar({ name, url, size = 36 }: { name: string; url: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (url) return <img className="plan-avatar" src={url} alt="" style={style} />;
  return (
    <span className="plan-avatar plan-avatar--letter" aria-hidden="true" style={style}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
