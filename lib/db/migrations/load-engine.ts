import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import { databaseProvider } from "../provider";
import { PROVIDER_PATHS } from "./read-migrations";
import type { SchemaContainer, SchemaEngine, SchemaFilter } from "@prisma/schema-engine-wasm";

/** Loads Prisma's wasm schema engine by hand, once per process, so tsx, Node and Jest all can (docs/database.md). */

export type SchemaEngineClass = typeof SchemaEngine;

/** The wasm-bindgen glue: the engine class plus the hooks that connect it to its wasm instance. */
interface EngineGlue {
  SchemaEngine: SchemaEngineClass;
  __wbg_set_wasm: (exports: WebAssembly.Exports) => void;
  [name: string]: unknown;
}

const GLUE_SPECIFIER = "@prisma/schema-engine-wasm/schema_engine_bg";
/** The module name under which the wasm binary imports the glue's functions. */
const GLUE_IMPORT_MODULE = "./schema_engine_bg.js";

let cached: Promise<SchemaEngineClass> | undefined;

/**
 * The engine's timers (the glue's only timer call; it never clears one). A 10 s timeout it sets on PostgreSQL
 * outlives each command and held every script (`npm run db:migrate`) and test worker open for 10 s after its
 * work: once no engine is left in the process, they are cleared.
 */
const engineTimers = new Set<NodeJS.Timeout>();
let liveEngines = 0;
function engineSetTimeout(callback: () => void, ms: number): NodeJS.Timeout {
  const timer = setTimeout(() => {
    engineTimers.delete(timer);
    callback();
  }, ms);
  engineTimers.add(timer);
  return timer;
}

/** The `SchemaEngine` class, ready for `SchemaEngine.new(...)`. The wasm is compiled only on the first call. */
export function loadSchemaEngine(): Promise<SchemaEngineClass> {
  cached ??= instantiate().catch((error: unknown) => {
    // Do not cache a failure: a later call (e.g. after fixing node_modules) may succeed.
    cached = undefined;
    throw error;
  });
  return cached;
}

/**
 * The glue reports a Rust panic by calling `global.PRISMA_WASM_PANIC_REGISTRY.set_message(...)` just before
 * the wasm traps with `RuntimeError: unreachable`. The Prisma CLI installs that object; without it the hook
 * itself fails with a TypeError. A panic inside an async command is thrown from a wasm-bindgen microtask, so
 * it ends the process as an uncaught exception whatever we do: print the message, or the reason is lost.
 */
interface PanicRegistry {
  set_message(message: string): void;
  /** The last panic message, consumed by `takePanicMessage`. */
  message?: string;
}

declare global {
  var PRISMA_WASM_PANIC_REGISTRY: PanicRegistry | undefined;
}

function installPanicRegistry(): void {
  globalThis.PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message(message: string) {
      this.message = message;
      console.error(`Prisma schema engine panicked: ${message}`);
    },
  };
}

function takePanicMessage(): string | undefined {
  const registry = globalThis.PRISMA_WASM_PANIC_REGISTRY;
  const message = registry?.message;
  if (registry) registry.message = undefined;
  return message;
}

async function instantiate(): Promise<SchemaEngineClass> {
  installPanicRegistry();
  const gluePath = resolveGluePath();
  const wasmPath = path.join(path.dirname(gluePath), "schema_engine_bg.wasm");
  const [glueSource, wasmBytes] = await Promise.all([readFile(gluePath, "utf8"), readFile(wasmPath)]);

  const glue = evaluateGlue(glueSource);
  const compiled = await WebAssembly.compile(wasmBytes);
  const instance = await WebAssembly.instantiate(compiled, { [GLUE_IMPORT_MODULE]: glue as WebAssembly.ModuleImports });
  glue.__wbg_set_wasm(instance.exports);
  // wasm-bindgen's start function initialises the externref table and the engine's panic hook.
  const start = instance.exports.__wbindgen_start;
  if (typeof start !== "function") throw new Error(`${wasmPath}: missing __wbindgen_start export`);
  start();
  return glue.SchemaEngine;
}

/**
 * Resolves through the package's `exports` map (it exposes `./schema_engine_bg`, not the .wasm file).
 * Relative to the working directory, like the `file:` database URLs: scripts, Next and Jest all run from the
 * project root.
 */
function resolveGluePath(): string {
  const require = createRequire(path.join(process.cwd(), "package.json"));
  return require.resolve(GLUE_SPECIFIER);
}

/** Evaluates the glue's ESM source as a function body that returns its exported bindings. */
function evaluateGlue(source: string): EngineGlue {
  const names: string[] = [];
  const body = source.replace(/^export (function|class) ([A-Za-z_$][\w$]*)/gm, (_match, kind: string, name: string) => {
    names.push(name);
    return `${kind} ${name}`;
  });
  // Any other form of export (or an import) means the generated glue changed shape: fail loudly, not subtly.
  if (/^\s*(export|import)\s/m.test(body)) {
    throw new Error(`${GLUE_SPECIFIER}: unexpected import/export form; update lib/db/migrations/load-engine.ts`);
  }
  // The glue is trusted code from node_modules; Function keeps it out of this module's scope.
  const factory = new Function("setTimeout", `"use strict";\n${body}\nreturn { ${names.join(", ")} };`) as (
    setTimeout: typeof engineSetTimeout,
  ) => EngineGlue;
  const glue = factory(engineSetTimeout);
  if (typeof glue.SchemaEngine !== "function" || typeof glue.__wbg_set_wasm !== "function") {
    throw new Error(`${GLUE_SPECIFIER}: SchemaEngine or __wbg_set_wasm is missing`);
  }
  return glue;
}

/** Every command's schema filter: this project has no externally managed tables or enums. */
export const NO_FILTERS = { externalTables: [], externalEnums: [] } satisfies SchemaFilter;

export interface EngineOptions {
  /** The database the engine works on: a `file:` URL (resolved against the cwd) or a PostgreSQL one. */
  databaseUrl: string;
  /** The Prisma schema; relative to the working directory. Default: the provider's (PROVIDER_PATHS). */
  schemaPath?: string;
  /** Receives the engine's warnings and errors, one line each. */
  log?: (line: string) => void;
}

/**
 * Runs `work` with a schema engine bound to the database through its driver adapter (better-sqlite3 or pg),
 * then frees the engine and closes every connection it opened, so that neither a database file nor a
 * PostgreSQL connection is left open (the engine itself never calls the adapter's `dispose`).
 */
export async function withSchemaEngine<T>(
  options: EngineOptions,
  work: (engine: SchemaEngine, schema: SchemaContainer) => Promise<T>,
): Promise<T> {
  const Engine = await loadSchemaEngine();
  const schemaPath = options.schemaPath ?? PROVIDER_PATHS[databaseProvider(options.databaseUrl)].schema;
  // Always pass the datamodel, as the CLI does: `datamodels: []` makes the engine panic (psl needs one file).
  const schema: SchemaContainer = { path: schemaPath, content: await readFile(schemaPath, "utf8") };
  const factory = trackConnections(
    databaseProvider(options.databaseUrl) === "postgresql"
      ? new PrismaPg({ connectionString: options.databaseUrl, max: 2 })
      : new PrismaBetterSqlite3({ url: options.databaseUrl }),
  );
  let engine: SchemaEngine | undefined;
  liveEngines += 1;
  try {
    engine = await Engine.new(
      { datamodels: [[schema.path, schema.content]] },
      (line: string) => forwardEngineLog(line, options.log),
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    return await work(engine, schema);
  } catch (error) {
    const panic = asPanic(error);
    if (panic) {
      // The aborted instance may be inconsistent: neither free it nor reuse it.
      engine = undefined;
      cached = undefined;
      throw panic;
    }
    throw error;
  } finally {
    engine?.free();
    await factory.disposeAll();
    liveEngines -= 1;
    if (liveEngines === 0) {
      for (const timer of engineTimers) clearTimeout(timer);
      engineTimers.clear();
    }
  }
}

/** A panic in a synchronous engine call surfaces here as a bare `RuntimeError: unreachable`: name its cause. */
function asPanic(error: unknown): Error | undefined {
  const isTrap = typeof error === "object" && error !== null && "name" in error && error.name === "RuntimeError";
  if (!isTrap) return undefined;
  return new Error(`Prisma schema engine panicked: ${takePanicMessage() ?? String(error)}`, { cause: error });
}

/** The engine logs JSON lines (`{"level":"INFO","fields":{"message":...}}`); only warnings and errors matter here. */
function forwardEngineLog(line: string, log: ((line: string) => void) | undefined): void {
  if (!log) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    log(`schema engine: ${line.trim()}`); // not JSON: pass it on unchanged rather than lose it
    return;
  }
  const { level, fields } = (parsed ?? {}) as { level?: unknown; fields?: { message?: unknown } };
  if (level === "WARN" || level === "ERROR") log(`schema engine ${String(level)}: ${String(fields?.message ?? line)}`);
}

/** Remembers the connections the engine opens, to close them afterwards. */
function trackConnections(
  factory: SqlMigrationAwareDriverAdapterFactory,
): SqlMigrationAwareDriverAdapterFactory & { disposeAll(): Promise<void> } {
  const open: SqlDriverAdapter[] = [];
  const track = (connection: SqlDriverAdapter) => {
    open.push(connection);
    return connection;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => track(await factory.connect()),
    connectToShadowDb: async () => track(await factory.connectToShadowDb()),
    async disposeAll() {
      for (const connection of open.splice(0)) await connection.dispose();
    },
  };
}
