// The bench's yardstick: a bare Next.js app (one page with an <h1>, a paragraph and a link, and one
// route handler), built with this project's own `next` and `react`, so every figure of the site can
// be read beside what Next itself costs on the same machine in the same run.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startedServer, type Server } from "./servers";

const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bench-reference", private: true, type: "module" }),
  // Turbopack resolves the linked node_modules to the project's real folder: let it look there.
  "next.config.mjs": 'export default { poweredByHeader: false, turbopack: { root: "/" } };\n',
  "app/layout.tsx": `export const metadata = { title: "Reference", description: "A bare Next.js page." };
export default function Layout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.tsx": `export default function Page() {
  return (<main><h1>Reference page</h1><p>A bare Next.js page, built with the same next and react.</p><a href="/">Home</a></main>);
}
`,
  "app/api/hello/route.ts": `export function GET() {
  return Response.json({ message: "hello" });
}
`,
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "esnext"],
      module: "esnext",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
      plugins: [{ name: "next" }],
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
};

/** Writes the reference app into a temp folder, links the project's node_modules in, builds it; returns the folder. */
export function buildReferenceApp(root: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-reference-"));
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const build = spawnSync(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error(`the reference app did not build (exit ${build.status})`);
  return dir;
}

/** `next start` of the reference app on `port`. */
export async function startReferenceApp(root: string, dir: string, port: number): Promise<Server> {
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    { cwd: dir, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" } },
  );
  return startedServer(child, `http://127.0.0.1:${port}`, "/api/hello");
}
