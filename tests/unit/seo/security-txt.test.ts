/** @jest-environment node */
import { securityTxt } from "@/lib/seo/security-txt";

describe("securityTxt (RFC 9116)", () => {
  const text = securityTxt({
    contactEmail: "security@atlas.example",
    siteUrl: "https://www.atlas.example/",
    now: new Date("2026-11-30T15:20:00Z"),
  });

  it("names the contact, the languages and its own address, one field a line", () => {
    expect(text.split("\n")).toEqual([
      "Contact: mailto:security@atlas.example",
      "Expires: 2027-11-29T00:00:00Z",
      "Preferred-Languages: ko, en",
      "Canonical: https://www.atlas.example/.well-known/security.txt",
      "",
    ]);
  });

  it("names the contact page while the e-mail setting is still the example", () => {
    const page = securityTxt({ siteUrl: "https://www.atlas.example/", now: new Date("2026-11-30T15:20:00Z") });
    expect(page.split("\n")[0]).toBe("Contact: https://www.atlas.example/contact");
  });

  it("expires within a year of the day it is read", () => {
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)![1]!);
    const year = 365 * 24 * 3600_000;
    expect(expires - Date.parse("2026-11-30T15:20:00Z")).toBeLessThan(year);
    expect(expires - Date.parse("2026-11-30T15:20:00Z")).toBeGreaterThan(year - 2 * 24 * 3600_000);
  });
});
