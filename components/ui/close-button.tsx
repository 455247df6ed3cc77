import buttons from "./buttons.module.css";

interface CloseButtonProps {
  /** The button's name for assistive technology ("Close"). */
  label: string;
  onClick: () => void;
  /** The cross's size in pixels. */
  size?: number;
  className?: string;
}

/** The ✕ that closes a dialog or a popup. */
export function CloseButton({ label, onClick, size = 24, className }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${buttons.icon} ${className}` : buttons.icon}
      onClick={onClick}
      aria-label={label}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
