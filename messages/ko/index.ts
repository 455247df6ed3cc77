import type { en } from "../en";
import demo from "./demo.json";
import meta from "./meta.json";
import pages from "./pages.json";
import reportWizard from "./reportWizard.json";
import shell from "./shell.json";

// Typed as the English messages: a key missing here fails `tsc`.
export const ko: typeof en = {
  demo,
  meta,
  pages,
  reportWizard,
  shell,
};
