"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import styles from "./post.module.css";

interface YoutubeEmbedProps {
  videoId: string;
}

/**
 * A YouTube video in privacy-enhanced mode (youtube-nocookie.com), loaded only when the visitor
 * presses play: no third-party request, cookie or script before that.
 */
export function YoutubeEmbed({ videoId }: YoutubeEmbedProps) {
  const t = useTranslations("blog");
  const [loaded, setLoaded] = useState(false);
  const label = t("youtubeDefaultTitle");
  if (loaded) {
    return (
      <div className={styles.video}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={label}
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
        <span>{t("youtubeLoad", { title: label })}</span>
        <small>{t("youtubeNotice")}</small>
      </button>
    </div>
  );
}
