import { createHash } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import type { DBAdapter, DBTransactionAdapter, Where } from "better-auth/adapters";

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;

/** What the session table keeps of a token: its SHA-256 (the token is 32 random characters, no salt needed). */
export function sessionTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

const hashValue = (value: Where["value"]): Where["value"] =>
  typeof value === "string"
    ? sessionTokenHash(value)
    : Array.isArray(value)
      ? value.map(String).map(sessionTokenHash)
      : value;

const hashWhere = (model: string, where: Where[] | undefined): Where[] | undefined =>
  model === "session" && where
    ? where.map((clause) => (clause.field === "token" ? { ...clause, value: hashValue(clause.value) } : clause))
    : where;

/** The raw token a query named, to give back to better-auth in place of the stored hash. */
const rawToken = (model: string, where: Where[] | undefined): string | undefined => {
  const clause = model === "session" ? where?.find((w) => w.field === "token") : undefined;
  return typeof clause?.value === "string" ? clause.value : undefined;
};

function withRawToken<T>(result: T, token: string | undefined): T {
  if (!token || !result || typeof result !== "object") return result;
  return { ...result, token };
}

function hashing<A extends DBTransactionAdapter<BetterAuthOptions>>(adapter: A): A {
  return {
    ...adapter,
    create: async (input) => {
      const token = input.model === "session" ? (input.data as { token?: string }).token : undefined;
      const data = token ? { ...input.data, token: sessionTokenHash(token) } : input.data;
      return withRawToken(await adapter.create({ ...input, data }), token);
    },
    findOne: async (input) =>
      withRawToken(
        await adapter.findOne({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
        rawToken(input.model, input.where),
      ),
    findMany: (input) => adapter.findMany({ ...input, where: hashWhere(input.model, input.where) }),
    count: (input) => adapter.count({ ...input, where: hashWhere(input.model, input.where) }),
    update: async (input) => {
      const token = rawToken(input.model, input.where);
      const update =
        input.model === "session" && typeof input.update.token === "string"
          ? { ...input.update, token: sessionTokenHash(input.update.token) }
          : input.update;
      return withRawToken(
        await adapter.update({ ...input, where: hashWhere(input.model, input.where) ?? [], update }),
        token,
      );
    },
    updateMany: (input) => adapter.updateMany({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
    delete: (input) => adapter.delete({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
    deleteMany: (input) => adapter.deleteMany({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
    consumeOne: (input) => adapter.consumeOne({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
    incrementOne: (input) => adapter.incrementOne({ ...input, where: hashWhere(input.model, input.where) ?? [] }),
  };
}

/**
 * better-auth keeps each session's token as it is in the cookie; this keeps its hash instead, so
 * that a copy of the session table (a backup, a leak) signs nobody in. Every query better-auth makes
 * on the session table by token is given the hash, and what it reads back carries the token it asked
 * with, so the library itself never sees the difference.
 */
export function hashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => {
    const adapter = factory(options);
    const wrapped = hashing(adapter) as DBAdapter<BetterAuthOptions>;
    wrapped.transaction = (callback) => adapter.transaction((trx) => callback(hashing(trx)));
    return wrapped;
  };
}
