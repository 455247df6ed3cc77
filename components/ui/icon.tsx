import { iconPaths, type IconName } from "@/content/icons";

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** Line icons drawn for this site (24 × 24, stroke = currentColor); decorative unless labelled. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
