import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A link's secret: 256 random bits, URL-safe. Only its hash is stored, so a database copy opens nothing. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
