import { avatarInitials } from "@/lib/text/avatar-initials";

interface LeaderCardProps {
  id: string;
  name: string;
  position: string;
  description: string;
}

/** A founder card: the description shows on hover and on keyboard focus, and is always its accessible description. */
export function LeaderCard({ id, name, position, description }: LeaderCardProps) {
  const initials = avatarInitials(name);
  return (
    <li className="leader-card" tabIndex={0} aria-labelledby={`${id}-name`} aria-describedby={`${id}-description`}>
      <svg className="leader-avatar" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        <circle cx="48" cy="48" r="47" fill="#eef1f6" stroke="#c9d3e6" strokeWidth="2" />
        <text
          x="48"
          y="48"
          dominantBaseline="central"
          textAnchor="middle"
          fontSize="28"
          fontWeight="700"
          fill="#1546c4"
        >
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
