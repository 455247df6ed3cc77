"use client";

import { useState } from "react";
import styles from "./post.module.css";

/** The player's words, from the server: the video's title, the play button's line and the privacy notice. */
export interface YoutubeText {
  title: string;
  load: string;
  notice: string;
}

interface YoutubeEmbedProps {
  videoId: string;
  text: YoutubeText;
}

/**
 * A YouTube video in privacy-enhanced mode (youtube-nocookie.com), loaded only when the visitor
 * presses play: no third-party request, cookie or script before that.
 */
export function YoutubeEmbed({ videoId, text }: YoutubeEmbedProps) {
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <div className={styles.video}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={text.title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={styles.video}>
      <button type="button" className={styles.videoButton} onClick={() => setLoaded(true)}>
        <span aria-hidden="true" className={styles.playIcon}>
          ▶
        </span>
        <span>{text.load}</span>
        <small>{text.notice}</small>
      </button>
    </div>
  );
}
