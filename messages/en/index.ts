import demo from "./demo.json";
import meta from "./meta.json";
import pages from "./pages.json";
import shell from "./shell.json";

export const en = {
  demo,
  meta,
  pages,
  shell,
};
