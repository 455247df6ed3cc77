/** @jest-environment node */
// Upload bodies that end early, stall or trickle, outgrow the upload quota, or carry very long
// names: each is refused with a JSON message (or accepted, for the long name), leaves no temp file
// behind and throws nothing past the route.
import path from "node:path";
import { POST as submit } from "@/app/api/consulting-form/route";
import { POST as stage } from "@/app/api/uploads/route";
import { POST as subscribe } from "@/app/api/subscribe/route";
import { filesUnder, setupTempSite } from "../unit/report/support/api-env";
import { multipartBody, multipartRequest, validFields } from "../unit/report/support/multipart";

const site = setupTempSite();
// 700 kB of uploads in all; a body that sends nothing for 400 ms is stopped.
process.env.UPLOAD_QUOTA_BYTES = "700000";
process.env.REQUEST_IDLE_TIMEOUT_MS = "400";

const stageUrl = "http://localhost/api/uploads";
const submitUrl = "http://localhost/api/consulting-form";
const pdf = (bytes: number) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes - 9, 0x20)]);
const tmpFiles = () => filesUnder(path.join(site.uploadDir, "tmp"));
/** The temp files left once the refused uploads' clean-up has run (up to 3 s on a loaded machine). */
async function remainingTmpFiles(): Promise<string[]> {
  for (let waited = 0; waited < 3000 && tmpFiles().length > 0; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return tmpFiles();
}

const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
beforeAll(() => process.on("uncaughtException", onUncaught));
afterAll(() => process.off("uncaughtException", onUncaught));

/** A body that sends `head` and then nothing more, as a client that stalls or goes quiet. */
function stallingBody(head: Buffer | string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(typeof head === "string" ? new TextEncoder().encode(head) : new Uint8Array(head));
    },
  });
}

function truncated(body: string): Request {
  return new Request(submitUrl, {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=zz", "x-forwarded-for": "10.9.9.9", "x-locale": "en" },
    body,
  });
}

describe("upload bodies that go wrong", () => {
  it("a body that ends inside a skipped file part responds 400 and throws nothing uncaught", async () => {
    const response = await submit(
      truncated('--zz\r\nContent-Disposition: form-data; name="x"; filename="a.pdf"\r\n\r\n%PDF'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "The upload did not complete. Please try again." });
    expect(uncaught).toEqual([]);
  });

  it("a body that ends inside a kept file part responds 400 and leaves no temp file", async () => {
    const response = await submit(
      truncated('--zz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then'),
    );
    expect(response.status).toBe(400);
    expect(await remainingTmpFiles()).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  it("keeps the extension of a 300-character name, so a good PDF is still a PDF", async () => {
    const name = `${"가".repeat(296)}.pdf`;
    const body = multipartBody({}, [{ field: "file", name, type: "application/pdf", data: pdf(2000) }]);
    const response = await stage(multipartRequest(stageUrl, body));
    expect(response.status).toBe(201);
    const staged = (await response.json()) as { originalName: string };
    expect(staged.originalName).toHaveLength(255);
    expect(staged.originalName.endsWith("가.pdf")).toBe(true);
  });

  it("stops a body that stalls with 408 and deletes what it wrote", async () => {
    const head = multipartBody({}, [{ field: "file", name: "big.pdf", type: "application/pdf", data: pdf(4000) }]);
    const started = Date.now();
    const response = await stage(multipartRequest(stageUrl, stallingBody(head.subarray(0, 3000))));
    expect(response.status).toBe(408);
    expect(((await response.json()) as { message: string }).message).toMatch(/too slow/);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await remainingTmpFiles()).toEqual([]);
  });

  it("stops a JSON body that stalls with 408", async () => {
    const request = new Request("http://localhost/api/subscribe", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.8" },
      body: stallingBody('{"email": "a@b.co", '),
      duplex: "half",
    } as RequestInit);
    const response = await subscribe(request);
    expect(response.status).toBe(408);
    expect(await response.json()).toEqual({
      message: "The request arrived too slowly and was stopped. Please try again.",
    });
  });

  it("refuses uploads past the total quota with 507 and raises an alert, keeping what was accepted", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const one = () =>
        multipartBody({}, [{ field: "file", name: "plan.pdf", type: "application/pdf", data: pdf(300_000) }]);
      expect((await stage(multipartRequest(stageUrl, one()))).status).toBe(201);
      expect((await stage(multipartRequest(stageUrl, one()))).status).toBe(201);
      const refused = await stage(multipartRequest(stageUrl, one()));
      expect(refused.status).toBe(507);
      expect(((await refused.json()) as { message: string }).message).toBe(
        "We cannot accept files at the moment. Please try again later, or send your request without files and we will ask for them.",
      );
      expect(error.mock.calls.some((call) => String(call[0]).startsWith("[uploads] ALERT"))).toBe(true);
      // The direct submit path is held to the same quota.
      const direct = await submit(
        multipartRequest(
          submitUrl,
          multipartBody(validFields, [{ name: "a.pdf", type: "application/pdf", data: pdf(300_000) }]),
        ),
      );
      expect(direct.status).toBe(507);
      expect(filesUnder(path.join(site.uploadDir, "staging")).filter((name) => !name.endsWith(".json"))).toHaveLength(
        3,
      );
      expect(await remainingTmpFiles()).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });
});
