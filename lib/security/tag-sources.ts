import { env } from "../config/env";
import type { TagSources } from "./headers";

/** The hosts marketing's tags may use, from the environment at run time (no rebuild to add one). */
export function tagSources(): TagSources {
  const { TAG_SCRIPT_SOURCES, TAG_CONNECT_SOURCES, TAG_IMG_SOURCES, TAG_FRAME_SOURCES } = env();
  return { script: TAG_SCRIPT_SOURCES, connect: TAG_CONNECT_SOURCES, img: TAG_IMG_SOURCES, frame: TAG_FRAME_SOURCES };
}
