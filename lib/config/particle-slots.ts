/** The Korean particles that follow a name, in this order; each slot takes one of its two forms. */
export const particleSlots = [
  ["을", "를"],
  ["이", "가"],
  ["은", "는"],
  ["과", "와"],
  ["으로", "로"],
] as const;
