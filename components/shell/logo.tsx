import { brand } from "@/lib/config/brand";

/** The wordmark: a square mark plus the company name, in SVG so it stays sharp and costs no request. */
export function Logo({ size = "medium" }: { size?: "small" | "medium" | "large" }) {
  const height = { small: 24, medium: 32, large: 40 }[size];
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 8, height }}>
      <svg viewBox="0 0 32 32" width={height} height={height} aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-brand)" />
        <path
          d="M9 10h14L9 22h14"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span style={{ fontWeight: 700, fontSize: height * 0.55, letterSpacing: "-0.01em" }}>{brand.companyName}</span>
    </span>
  );
}
