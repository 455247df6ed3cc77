import type { en } from "../en";
import campaign from "./campaign.json";
import contactPage from "./contactPage.json";
import demo from "./demo.json";
import forms from "./forms.json";
import meta from "./meta.json";
import pages from "./pages.json";
import shell from "./shell.json";
import signupPage from "./signupPage.json";
import validation from "./validation.json";

// Typed as the English messages: a key missing here fails `tsc`.
export const ko: typeof en = {
  campaign,
  contactPage,
  demo,
  forms,
  meta,
  pages,
  shell,
  signupPage,
  validation,
};
