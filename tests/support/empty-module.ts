// Stands in for `server-only` under Jest, which runs server modules outside a React Server build.
export {};
