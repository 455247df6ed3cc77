import type { en } from "../en";
import blog from "./blog.json";
import demo from "./demo.json";
import editor from "./editor.json";
import meta from "./meta.json";
import pages from "./pages.json";
import shell from "./shell.json";
import sitemapTool from "./sitemapTool.json";

// Typed as the English messages: a key missing here fails `tsc`.
export const ko: typeof en = {
  blog,
  demo,
  editor,
  meta,
  pages,
  shell,
  sitemapTool,
};
