/** @jest-environment node */
import { readdirSync } from "node:fs";
import path from "node:path";
import { staffPageRole } from "@/lib/staff/page-roles";
import { itMaps } from "@/tests/support/expectations";

// The role each staff page needs is listed once: requireStaffPage checks it and the one 403 page names it.
describe("the role a staff page needs", () => {
  itMaps("%s needs %s", staffPageRole, [
    ["/staff", "marketing"],
    ["/staff/submissions?kind=report", "marketing"],
    ["/staff/submissions/contact/12", "marketing"],
    ["/staff/accounts", "admin"],
    ["/staff/access-log?days=7", "admin"],
    ["/staff/privacy-requests", "admin"],
    ["/staff/privacy-requests/3", "admin"],
    ["/staff/privacy?email=a@b.test", "admin"],
    ["/blog-editor/news", "editor"],
    ["/sitemap-generator", "editor"],
    ["/staff/privacy-requests/", "admin"],
  ]);

  it("is named by one 403 page for the whole back office, not one per folder", () => {
    const root = path.join(process.cwd(), "app", "[locale]", "(staff)");
    const found = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => path.basename(file) === "forbidden.tsx",
    );
    expect(found).toEqual(["forbidden.tsx"]);
  });
});
