import type { en } from "../en";
import demo from "./demo.json";
import landing from "./landing.json";
import about from "./about.json";
import zenApp from "./zenApp.json";
import modular from "./modular.json";
import aiConsulting from "./aiConsulting.json";
import reportPage from "./reportPage.json";
import caseStudies from "./caseStudies.json";
import career from "./career.json";
import legal from "./legal.json";
import meta from "./meta.json";
import pages from "./pages.json";
import shell from "./shell.json";

// Typed as the English messages: a key missing here fails `tsc`.
export const ko: typeof en = {
  demo,
  landing,
  about,
  zenApp,
  modular,
  aiConsulting,
  reportPage,
  caseStudies,
  career,
  legal,
  meta,
  pages,
  shell,
};
