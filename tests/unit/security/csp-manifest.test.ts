/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { createHash } from "node:crypto";
import path from "node:path";
import { cspManifestOfBuild, readCspManifest, writeCspManifest } from "@/lib/security/csp-manifest";

describe("the page script-hash manifest", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "csp-manifest-"));
    mkdirSync(path.join(root, ".next", "server", "app", "en"), { recursive: true });
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "build-1\n");
    writeFileSync(path.join(root, ".next", "server", "app", "ko.html"), "<script>a()</script>");
    writeFileSync(path.join(root, ".next", "server", "app", "en", "zen-app.html"), "<script>b()</script>");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("names each pre-rendered page by its route and is read back for the same build", () => {
    const written = writeCspManifest(root);
    expect(Object.keys(written.pages).sort()).toEqual(["/en/zen-app", "/ko"]);
    expect(written.pages["/ko"]).toHaveLength(1);
    expect(readCspManifest(root)).toEqual(written);
  });

  it("is ignored once the bundle was rebuilt, so a stale hash can never block a page's scripts", () => {
    writeCspManifest(root);
    writeFileSync(path.join(root, ".next", "BUILD_ID"), "build-2\n");
    expect(readCspManifest(root)).toBeNull();
  });

  it("is read from the pre-rendered pages themselves when the build has none written (a bare `next build`)", () => {
    expect(readCspManifest(root)).toBeNull();
    const read = cspManifestOfBuild(root);
    expect(read.pages["/en/zen-app"]).toEqual(["'sha256-" + createHash("sha256").update("b()").digest("base64") + "'"]);
    expect(readCspManifest(root)).toBeNull();
  });
});
