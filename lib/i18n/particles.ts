/** The Korean particles that follow a name, in this order; each slot takes one of its two forms. */
export const particleSlots = [
  ["을", "를"],
  ["이", "가"],
  ["은", "는"],
  ["과", "와"],
  ["으로", "로"],
] as const;

/** "을를", "이가", …: a particle pair as messages write it after a name, e.g. {action을를}. */
export const particlePairs = particleSlots.map((pair) => pair.join(""));

const HANGUL_FIRST = 0xac00;
const HANGUL_COUNT = 11172;
const RIEUL = 8; // ㄹ as a final consonant: takes 로, not 으로

/** How a Latin letter or a digit ends when read aloud in Korean: its final consonant, if any. */
const spokenFinals: Record<string, "none" | "rieul" | "other"> = {
  "0": "other", // 영
  "1": "rieul", // 일
  "3": "other", // 삼
  "6": "other", // 육
  "7": "rieul", // 칠
  "8": "rieul", // 팔
  l: "rieul",
  m: "other",
  n: "other",
  r: "rieul",
};

function finalConsonant(word: string): "none" | "rieul" | "other" {
  const last = [...word.trim()].reverse().find((char) => /[\p{L}\p{N}]/u.test(char));
  if (!last) return "none";
  const code = last.charCodeAt(0) - HANGUL_FIRST;
  if (code >= 0 && code < HANGUL_COUNT) {
    const final = code % 28;
    return final === 0 ? "none" : final === RIEUL ? "rieul" : "other";
  }
  return spokenFinals[last.toLowerCase()] ?? "none";
}

/**
 * The form of a particle pair that follows `word` as it is read: 을/이/은/과/으로 after a final
 * consonant, 를/가/는/와/로 after a vowel (and 로 after ㄹ). "상태" + 을를 → "를", "파일" + 으로로 → "로".
 */
export function particleAfter(word: string, pair: string): string {
  const slot = particleSlots.find((forms) => forms.join("") === pair);
  if (!slot) return "";
  const final = finalConsonant(word);
  if (pair === "으로로") return final === "other" ? slot[0] : slot[1];
  return final === "none" ? slot[1] : slot[0];
}

/** The word with the particle that fits it: withParticle("상태", "을를") → "상태를". */
export const withParticle = (word: string, pair: string) => word + particleAfter(word, pair);
