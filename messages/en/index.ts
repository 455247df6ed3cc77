import * as namespaces from "./namespaces";

// A plain object, not the module namespace: React passes it on to client components.
export const en = { ...namespaces };

export default en;
