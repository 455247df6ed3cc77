interface LeaderCardProps {
  id: string;
  name: string;
  position: string;
  description: string;
}

/** A founder card: the description shows on hover and on keyboard focus, and is always its accessible description. */
export function LeaderCard({ id, name, position, description }: LeaderCardProps) {
  const initials = name
    .replace(/^Dr\.\s*/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <li className="leader-card" tabIndex={0} aria-labelledby={`${id}-name`} aria-describedby={`${id}-description`}>
      <svg className="leader-avatar" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="48" fill="#1f5eff" />
        <text x="48" y="58" textAnchor="middle" fontSize="30" fontWeight="700" fill="#fff">
          {initials}
        </text>
      </svg>
      <h3 id={`${id}-name`} className="leader-name">
        {name}
      </h3>
      <p className="leader-position">{position}</p>
      <p id={`${id}-description`} className="leader-description">
        {description}
      </p>
    </li>
  );
}
