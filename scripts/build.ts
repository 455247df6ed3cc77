// `npm run build`: the whole production build in one command, `next build` plus the CSP hash manifest
// and the build stamp, so `npm start` after it serves without building again (deploy/README.md).
// .env is read as `npm start` reads it: the stamp covers the settings baked into the pages.
import nextEnv from "@next/env";
import { buildProduction } from "./lib/ensure-build";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
buildProduction(process.cwd());
