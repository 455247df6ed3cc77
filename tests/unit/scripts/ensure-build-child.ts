// What `npm start` does before it serves (scripts/start.ts), in the folder it is started in: .env
// loaded and checked, then the production build made current.
import { ensureBuild } from "../../../scripts/lib/ensure-build";
import { loadValidatedEnv } from "../../../scripts/lib/load-env";

loadValidatedEnv();
ensureBuild(process.cwd());
