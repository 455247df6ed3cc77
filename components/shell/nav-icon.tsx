import type { NavChild } from "@/content/navigation";

const paths: Record<NavChild["icon"], string> = {
  app: "M4 5h16v11H4zM8 20h8M12 16v4",
  modular: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  consulting: "M12 3a6 6 0 0 1 4 10.5V17H8v-3.5A6 6 0 0 1 12 3zM9 21h6",
  map: "M9 4l-5 2v14l5-2 6 2 5-2V4l-5 2-6-2zM9 4v14M15 6v14",
  report: "M6 3h9l4 4v14H6zM9 12h7M9 16h7M14 3v5h5",
  blog: "M5 4h14v16H5zM8 8h8M8 12h8M8 16h5",
  cases: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  about: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  contact: "M3 6h18v12H3zM3 6l9 7 9-7",
  career: "M4 8h16v12H4zM9 8V5h6v3",
};

/** Line icons for the navigation, drawn inline so they cost no request. */
export function NavIcon({ name }: { name: NavChild["icon"] }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
