import type { en } from "../en";
import about from "./about.json";
import acknowledgement from "./acknowledgement.json";
import aiConsulting from "./aiConsulting.json";
import blog from "./blog.json";
import campaign from "./campaign.json";
import career from "./career.json";
import caseStudies from "./caseStudies.json";
import contactPage from "./contactPage.json";
import demo from "./demo.json";
import editor from "./editor.json";
import error from "./error.json";
import forms from "./forms.json";
import landing from "./landing.json";
import legal from "./legal.json";
import meta from "./meta.json";
import modular from "./modular.json";
import pages from "./pages.json";
import privacyRequest from "./privacyRequest.json";
import reportPage from "./reportPage.json";
import reportWizard from "./reportWizard.json";
import shell from "./shell.json";
import signupPage from "./signupPage.json";
import sitemapTool from "./sitemapTool.json";
import staff from "./staff.json";
import validation from "./validation.json";
import zenApp from "./zenApp.json";

// Typed as the English messages: a key missing here fails `tsc`.
export const ko: typeof en = {
  about,
  acknowledgement,
  aiConsulting,
  blog,
  campaign,
  career,
  caseStudies,
  contactPage,
  demo,
  editor,
  error,
  forms,
  landing,
  legal,
  meta,
  modular,
  pages,
  privacyRequest,
  reportPage,
  reportWizard,
  shell,
  signupPage,
  sitemapTool,
  staff,
  validation,
  zenApp,
};

export default ko;
