// Every server a test starts takes its port from here: the system names one nobody listens on, so specs
// need no port table of their own and any number of workers may run them side by side.
import { createServer } from "node:net";

/**
 * A port free on every address now (the system's choice for port 0, on the wildcard address so a server
 * may listen on loopback or on all of them), closed again for the caller's server to take.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
