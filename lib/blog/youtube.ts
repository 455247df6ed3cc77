/** A YouTube video id: 11 letters, digits, dashes or underscores. */
export const YOUTUBE_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/**
 * The video id of what an editor pastes: the id itself, or a watch, share, embed or shorts address
 * (youtube.com/watch?v=…, youtu.be/…, /embed/…, /shorts/…). Null for anything else.
 */
export function youtubeId(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID_PATTERN.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (!YOUTUBE_HOSTS.test(url.hostname)) return null;
  const candidates = [
    url.searchParams.get("v"),
    url.hostname.toLowerCase().endsWith("youtu.be") ? url.pathname.split("/")[1] : null,
    /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1],
  ];
  return candidates.find((candidate): candidate is string => !!candidate && YOUTUBE_ID_PATTERN.test(candidate)) ?? null;
}
