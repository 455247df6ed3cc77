// Prints a STAFF_PASSWORD_HASH for a password read from stdin (never from argv, which `ps` shows).
// Usage: npm run staff:hash-password   (then type the password and press Enter)
//        printf '%s' "$PASSWORD" | npm run --silent staff:hash-password
import { createInterface } from "node:readline/promises";
import { hashPassword } from "../lib/auth/password-hash";

const MIN_LENGTH = 12;

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString("utf8")
      .replace(/\r?\n$/, "");
  }
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await rl.question("Staff password: ");
  rl.close();
  return answer;
}

const password = await readPassword();
if (password.length < MIN_LENGTH) {
  console.error(`The password must have at least ${MIN_LENGTH} characters.`);
  process.exit(1);
}
const hash = hashPassword(password);
console.log(hash);
// Next's .env loader expands $NAME even inside quotes; a backslash before each $ keeps it literal.
console.error(`In .env write:  STAFF_PASSWORD_HASH=${hash.replaceAll("$", "\\$")}`);
