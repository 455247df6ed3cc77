/** @jest-environment node */
// Issue 27: the default upload quota was half the free disk, and one address staged 1 GB in 29 s
// (kept 24 hours). Each client address now has a daily allowance (UPLOAD_BYTES_PER_ADDRESS_PER_DAY)
// that staging and the report form both count against; other addresses keep theirs.
import { POST as submit } from "@/app/api/consulting-form/route";
import { POST as stage } from "@/app/api/uploads/route";
import { setupTempSite } from "../unit/report/support/api-env";
import { multipartBody, multipartType, validFields } from "../unit/report/support/multipart";

setupTempSite();
process.env.UPLOAD_BYTES_PER_ADDRESS_PER_DAY = "250000";

const pdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes - 9, 0x20)]);
const post = (url: string, body: Buffer, ip: string) =>
  new Request(url, {
    method: "POST",
    headers: { "content-type": multipartType, "x-forwarded-for": ip, "x-locale": "en" },
    body: new Uint8Array(body),
  });
const stageFrom = (ip: string, name: string) =>
  stage(
    post(
      "http://localhost/api/uploads",
      multipartBody({}, [{ field: "file", name, type: "application/pdf", data: pdf(100_000) }]),
      ip,
    ),
  );

describe("the daily upload allowance of one client address", () => {
  it("stages files until the address has sent its allowance, then responds 429; another address still may", async () => {
    expect((await stageFrom("198.51.100.7", "a.pdf")).status).toBe(201);
    expect((await stageFrom("198.51.100.7", "b.pdf")).status).toBe(201);
    const refused = await stageFrom("198.51.100.7", "c.pdf");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      message:
        "You have sent as many files as we accept from one connection today. Please try again tomorrow, or send your request without files and we will ask for them.",
    });
    expect((await stageFrom("198.51.100.8", "c.pdf")).status).toBe(201);
  });

  it("counts the report form's files too, and still takes a request without files", async () => {
    const files = [{ name: "plan.pdf", type: "application/pdf", data: pdf(200_000) }];
    const ip = "198.51.100.9";
    expect(
      (await submit(post("http://localhost/api/consulting-form", multipartBody(validFields, files), ip))).status,
    ).toBe(201);
    const again = await submit(post("http://localhost/api/consulting-form", multipartBody(validFields, files), ip));
    expect(again.status).toBe(429);
    const withoutFiles = await submit(post("http://localhost/api/consulting-form", multipartBody(validFields), ip));
    expect(withoutFiles.status).toBe(201);
  });
});
