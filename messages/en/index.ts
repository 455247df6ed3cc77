import about from "./about.json";
import aiConsulting from "./aiConsulting.json";
import blog from "./blog.json";
import career from "./career.json";
import caseStudies from "./caseStudies.json";
import demo from "./demo.json";
import editor from "./editor.json";
import landing from "./landing.json";
import legal from "./legal.json";
import meta from "./meta.json";
import modular from "./modular.json";
import pages from "./pages.json";
import reportPage from "./reportPage.json";
import reportWizard from "./reportWizard.json";
import shell from "./shell.json";
import sitemapTool from "./sitemapTool.json";
import zenApp from "./zenApp.json";

export const en = {
  about,
  aiConsulting,
  blog,
  career,
  caseStudies,
  demo,
  editor,
  landing,
  legal,
  meta,
  modular,
  pages,
  reportPage,
  reportWizard,
  shell,
  sitemapTool,
  zenApp,
};
