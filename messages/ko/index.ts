import type { en } from "../en";
import * as namespaces from "./namespaces";

// Typed as the English messages: a key missing here fails `tsc`.
export const ko: typeof en = { ...namespaces };

export default ko;
