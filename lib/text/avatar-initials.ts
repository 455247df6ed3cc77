import "server-only";
/** Honorifics and titles written before or after a name; they are not part of it. */
const titlesBefore = /^(dr|prof|mr|mrs|ms|mx|sir)\.?$/i;
const titlesAfter = /^(phd|ph\.d\.?|md|jr\.?|sr\.?|박사|교수|대표|이사|님|씨|선생님?)$/i;
const hangul = /^[\uac00-\ud7a3]+$/u;

/**
 * What an avatar shows for a person's name: for a Korean name, the given name ("이민수 박사" → "민수",
 * as Korean interfaces do; a one-syllable given name alone, "조하나" → "하나"); for other names the
 * first letters of the first and last words ("Dr. Minsu Lee" → "ML"). Titles are left out.
 */
export function avatarInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !titlesBefore.test(word) && !titlesAfter.test(word));
  if (words.length === 0) return "";
  const korean = words.filter((word) => hangul.test(word));
  if (korean.length === words.length) {
    // Family name first: one syllable (two for the rare 남궁, 선우 … written as one word of four).
    const full = korean.join("");
    const given = full.length >= 4 ? full.slice(2) : full.slice(1);
    return given || full;
  }
  const first = words[0]!;
  const last = words.length > 1 ? words.at(-1)! : "";
  return (first.charAt(0) + last.charAt(0)).toUpperCase();
}
