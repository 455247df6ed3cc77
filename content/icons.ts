/** The path data of the line icons drawn for this site (components/ui/icon.tsx), by name. */
export const iconPaths = {
  developer: "M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6",
  investor: "M4 19h16M6 16V10M10 16V6M14 16v-8M18 16V4",
  architect: "M4 20l8-16 8 16M7 14h10M12 4v4",
  broker: "M7 11l5-5 5 5M4 20v-6l8-3 8 3v6M9 20v-4h6v4",
  financial: "M3 9l9-5 9 5M5 9v9M9.5 9v9M14.5 9v9M19 9v9M3 20h18",
  bd: "M4 17l5-5 4 4 7-7M15 9h5v5",
  government: "M3 10h18L12 4 3 10zM5 10v8M10 10v8M14 10v8M19 10v8M3 20h18",
  manufacturer: "M3 20V10l5 3V10l5 3V6h4l1 14H3z",
  consultant: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c1-4 4-6 8-6s7 2 8 6",
  brand: "M4 6h16v12H4zM8 10h8M8 14h5",
  sheet: "M5 3h10l4 4v14H5zM9 12h6M9 16h6M14 3v5h5",
  layout: "M4 4h16v16H4zM4 10h16M10 10v10",
  speed: "M12 20a8 8 0 118-8M12 12l5-3",
  check: "M5 12l5 5 9-10",
  spark: "M12 3v6M12 15v6M3 12h6M15 12h6",
  coin: "M12 21a9 9 0 100-18 9 9 0 000 18zM9 9.5c0-1.4 1.3-2 3-2s3 .8 3 2-1.3 1.8-3 2.2-3 1-3 2.3 1.3 2 3 2 3-.7 3-2M12 6v1.5M12 16.5V18",
  arrowUp: "M12 19V5M6 11l6-6 6 6",
  arrowLeft: "M15 6l-6 6 6 6",
  arrowRight: "M9 6l6 6-6 6",
  arrowForward: "M5 12h14M13 6l6 6-6 6",
  external: "M14 4h6v6M20 4l-9 9M18 14v6H4V6h6",
} as const;

export type IconName = keyof typeof iconPaths;
