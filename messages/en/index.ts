import demo from "./demo.json";
import meta from "./meta.json";
import pages from "./pages.json";
import reportWizard from "./reportWizard.json";
import shell from "./shell.json";

export const en = {
  demo,
  meta,
  pages,
  reportWizard,
  shell,
};
