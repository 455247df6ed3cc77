/** @jest-environment node */
import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { POST as submit } from "@/app/api/consulting-form/route";
import { POST as stage } from "@/app/api/uploads/route";
import { GET as download } from "@/app/api/uploads/[id]/route";
import { DELETE as discard, GET as stagedState } from "@/app/api/uploads/staged/[token]/route";
import { createPrismaClient } from "@/lib/db/create-client";
import { MAX_FILE_BYTES } from "@/lib/uploads/limits";
import { sweepExpiredUploads } from "@/lib/uploads/sweep";
import { filesUnder, setupTempSite } from "../unit/report/support/api-env";
import { multipartBody, multipartRequest, validFields } from "../unit/report/support/multipart";
import { executableBytes, sampleBytes } from "../unit/report/support/samples";

const site = setupTempSite();
const stageUrl = "http://localhost/api/uploads";
const submitUrl = "http://localhost/api/consulting-form";

async function stageOne(name: string, type: string, data: Buffer) {
  const response = await stage(multipartRequest(stageUrl, multipartBody({}, [{ field: "file", name, type, data }])));
  return { status: response.status, body: (await response.json()) as { token?: string; message?: string } };
}

const staging = () => filesUnder(path.join(site.uploadDir, "staging"));

describe("staged uploads (POST /api/uploads) and the final submit", () => {
  it("stages a checked file, then the submit claims it by token and files it under a new name", async () => {
    const xlsx = sampleBytes.xlsx();
    const type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    const staged = await stageOne("unit mix.xlsx", type, xlsx);
    expect(staged.status).toBe(201);
    expect(staged.body).toMatchObject({ originalName: "unit mix.xlsx", mimeType: type, size: xlsx.length });
    const token = staged.body.token ?? "";
    expect(staging()).toEqual([token, `${token}.json`].sort());

    const response = await submit(multipartRequest(submitUrl, multipartBody({ ...validFields, fileToken: token })));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const prisma = createPrismaClient(site.databaseUrl);
    const [file] = await prisma.uploadedFile.findMany({ where: { requestId: id } });
    await prisma.$disconnect();
    expect(file).toMatchObject({ originalName: "unit mix.xlsx", mimeType: type, size: xlsx.length });
    expect(readFileSync(path.join(site.uploadDir, "files", file?.storedName ?? ""))).toEqual(xlsx);
    expect(staging()).toEqual([]);

    const again = await submit(multipartRequest(submitUrl, multipartBody({ ...validFields, fileToken: token })));
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe(
      "An uploaded file has expired. Please remove it and add it again.",
    );
  });

  it("shortens a long name between characters, keeping its extension (200 emoji)", async () => {
    const cases = [
      ["😀".repeat(200) + ".pdf", "😀".repeat(125) + ".pdf"],
      ["a" + "👍🏽".repeat(100) + ".pdf", "a" + "👍🏽".repeat(62) + ".pdf"],
      ["가".repeat(300) + ".pdf", "가".repeat(251) + ".pdf"],
    ];
    for (const [name, stored] of cases) {
      const staged = await stageOne(name!, "application/pdf", sampleBytes.pdf());
      expect(staged.status).toBe(201);
      expect(staged.body).toMatchObject({ originalName: stored });
      expect((stored as string).isWellFormed()).toBe(true);
      const token = staged.body.token ?? "";
      const gone = await discard(new Request(`${stageUrl}/staged/${token}`, { method: "DELETE" }), {
        params: Promise.resolve({ token }),
      });
      expect(gone.status).toBe(204);
    }
  });

  it("keeps the staged file when the submit is refused, so the visitor can retry", async () => {
    const staged = await stageOne("site.png", "image/png", sampleBytes.png());
    const token = staged.body.token ?? "";
    const refused = await submit(
      multipartRequest(submitUrl, multipartBody({ ...validFields, projectName: " ", fileToken: token })),
    );
    expect(refused.status).toBe(400);
    expect(staging()).toContain(token);
    const accepted = await submit(multipartRequest(submitUrl, multipartBody({ ...validFields, fileToken: token })));
    expect(accepted.status).toBe(201);
    expect(staging()).toEqual([]);
  });

  it("refuses a disguised executable and an oversized file without keeping anything", async () => {
    const disguised = await stageOne("report.pdf", "application/pdf", executableBytes());
    expect(disguised).toEqual({
      status: 400,
      body: {
        message:
          'File "report.pdf" does not contain what its type says. Please use PDF, images, documents, or spreadsheets.',
        fieldErrors: { files: [expect.any(String)] },
      },
    });
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20);
    big.write("%PDF-1.7\n");
    const tooBig = await stageOne("big.pdf", "application/pdf", big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('File "big.pdf" is too large. Maximum size is 50MB.');
    expect(filesUnder(site.uploadDir).filter((file) => !file.startsWith("files/"))).toEqual([]);
  });

  it("refuses a second file in one staging request with 413", async () => {
    const body = multipartBody({}, [
      { field: "file", name: "a.txt", type: "text/plain", data: Buffer.from("a\n") },
      { field: "file", name: "b.txt", type: "text/plain", data: Buffer.from("b\n") },
    ]);
    const response = await stage(multipartRequest(stageUrl, body));
    expect(response.status).toBe(413);
    expect(staging()).toEqual([]);
  });

  it("deletes a staged file on request and sweeps those older than 24 hours", async () => {
    const first = (await stageOne("a.txt", "text/plain", Buffer.from("first\n"))).body.token ?? "";
    const second = (await stageOne("b.txt", "text/plain", Buffer.from("second\n"))).body.token ?? "";
    const response = await discard(new Request(`http://localhost/api/uploads/staged/${first}`, { method: "DELETE" }), {
      params: Promise.resolve({ token: first }),
    });
    expect(response.status).toBe(204);
    expect(staging()).toEqual([second, `${second}.json`].sort());

    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const name of staging()) utimesSync(path.join(site.uploadDir, "staging", name), dayAgo, dayAgo);
    expect(await sweepExpiredUploads()).toBe(2);
    expect(staging()).toEqual([]);
  });
});

describe("GET /api/uploads/staged/[token] (the wizard's check of a restored file)", () => {
  const check = async (token: string) => {
    const response = await stagedState(new Request(`${stageUrl}/staged/${token}`), {
      params: Promise.resolve({ token }),
    });
    return { status: response.status, cache: response.headers.get("cache-control"), body: await response.text() };
  };

  it("answers staged while the file is there, not staged once it is claimed, expired, deleted or never was", async () => {
    const kept = (await stageOne("survey.pdf", "application/pdf", sampleBytes.pdf())).body.token ?? "";
    expect(await check(kept)).toEqual({ status: 200, cache: "no-store", body: '{"staged":true}' });
    const claimed = await submit(multipartRequest(submitUrl, multipartBody({ ...validFields, fileToken: kept })));
    expect(claimed.status).toBe(201);
    expect((await check(kept)).body).toBe('{"staged":false}');

    const old = (await stageOne("old.txt", "text/plain", Buffer.from("old\n"))).body.token ?? "";
    const metaPath = path.join(site.uploadDir, "staging", `${old}.json`);
    const meta = JSON.parse(readFileSync(metaPath, "utf8")) as { stagedAt: number };
    writeFileSync(metaPath, JSON.stringify({ ...meta, stagedAt: meta.stagedAt - 25 * 60 * 60 * 1000 }));
    expect((await check(old)).body).toBe('{"staged":false}');
    await discard(new Request(`${stageUrl}/staged/${old}`, { method: "DELETE" }), {
      params: Promise.resolve({ token: old }),
    });

    const deleted = (await stageOne("gone.txt", "text/plain", Buffer.from("gone\n"))).body.token ?? "";
    await discard(new Request(`${stageUrl}/staged/${deleted}`, { method: "DELETE" }), {
      params: Promise.resolve({ token: deleted }),
    });
    expect((await check(deleted)).body).toBe('{"staged":false}');
    expect((await check("0".repeat(32))).body).toBe('{"staged":false}');
    expect((await check("..%2F..%2Fsite.db")).body).toBe('{"staged":false}');
    expect(staging()).toEqual([]);
  });

  it("refuses a cross-site check", async () => {
    const request = new Request(`${stageUrl}/staged/${"0".repeat(32)}`, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    const response = await stagedState(request, { params: Promise.resolve({ token: "0".repeat(32) }) });
    expect(response.status).toBe(403);
  });
});

describe("one submit, one request (Idempotency-Key)", () => {
  const pdf = sampleBytes.pdf();
  const keyed = (fields: Record<string, string>, key: string) =>
    multipartRequest(
      submitUrl,
      multipartBody(fields, [{ name: "site plan.pdf", type: "application/pdf", data: pdf }]),
      "en",
      { "idempotency-key": key },
    );
  const kept = () => filesUnder(path.join(site.uploadDir, "files"));

  /** What a key stored: its requests, their files and inbox entries, and the e-mails queued on those. */
  async function storedUnder(key: string) {
    const prisma = createPrismaClient(site.databaseUrl);
    try {
      const requests = await prisma.consultingRequest.findMany({ where: { idempotencyKey: key } });
      const ids = requests.map((request) => request.id);
      const entries = await prisma.submission.findMany({ where: { kind: "report", sourceId: { in: ids } } });
      return {
        requests: ids.length,
        files: await prisma.uploadedFile.count({ where: { requestId: { in: ids } } }),
        entries: entries.length,
        mails: await prisma.outboxMessage.count({ where: { submissionId: { in: entries.map((entry) => entry.id) } } }),
      };
    } finally {
      await prisma.$disconnect();
    }
  }

  it("answers a retry with the first receipt, storing the request, its files and its e-mail once", async () => {
    const staged = await stageOne("unit mix.csv", "text/csv", Buffer.from("unit,size\nA,50\n"));
    const fields = { ...validFields, fileToken: staged.body.token ?? "" };
    const before = kept().length;
    const first = await submit(keyed(fields, "report-retry-0001"));
    expect(first.status).toBe(201);
    const receipt = await first.json();
    expect(receipt).toMatchObject({ files: [{ name: "site plan.pdf" }, { name: "unit mix.csv" }] });

    // The response was lost: the wizard sends the same submit again, with its key.
    const again = await submit(keyed(fields, "report-retry-0001"));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(receipt);
    expect(await storedUnder("report-retry-0001")).toEqual({ requests: 1, files: 2, entries: 1, mails: 1 });
    expect(kept()).toHaveLength(before + 2);
    expect(filesUnder(path.join(site.uploadDir, "tmp"))).toEqual([]);
    expect(staging()).toEqual([]);
  });

  it("stores one request when 20 submits with one key arrive at once, and answers each with its receipt", async () => {
    const staged = await stageOne("survey.pdf", "application/pdf", sampleBytes.pdf());
    const fields = { ...validFields, fileToken: staged.body.token ?? "" };
    const before = kept().length;
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit(keyed(fields, "report-crowd-0001"))));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(19).fill(200), 201]);
    const receipts = await Promise.all(responses.map((response) => response.json()));
    for (const receipt of receipts) expect(receipt).toEqual(receipts[0]);
    expect(await storedUnder("report-crowd-0001")).toEqual({ requests: 1, files: 2, entries: 1, mails: 1 });
    expect(kept()).toHaveLength(before + 2);
    expect(filesUnder(path.join(site.uploadDir, "tmp"))).toEqual([]);
    expect(staging()).toEqual([]);
  }, 30_000);

  it("stores a submit with another key as a request of its own", async () => {
    const first = await submit(keyed(validFields, "report-other-0001"));
    const second = await submit(keyed(validFields, "report-other-0002"));
    expect([first.status, second.status]).toEqual([201, 201]);
    const ids = [((await first.json()) as { id: number }).id, ((await second.json()) as { id: number }).id];
    expect(ids[1]).not.toBe(ids[0]);
    expect(await storedUnder("report-other-0002")).toEqual({ requests: 1, files: 1, entries: 1, mails: 1 });
  });

  it("refuses a malformed key with 400 JSON before reading the body, keeping nothing", async () => {
    const before = kept();
    const prisma = createPrismaClient(site.databaseUrl);
    const requests = () => prisma.consultingRequest.count();
    const rows = await requests();
    const response = await submit(keyed(validFields, "not a key!"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "The Idempotency-Key header must be 8 to 100 letters, digits, '-' or '_'.",
    });
    expect(await requests()).toBe(rows);
    await prisma.$disconnect();
    expect(kept()).toEqual(before);
    expect(filesUnder(path.join(site.uploadDir, "tmp"))).toEqual([]);
  });
});

describe("GET /api/uploads/[id] (staff download)", () => {
  let fileId = 0;
  const pdf = sampleBytes.pdf();

  beforeAll(async () => {
    const files = [{ name: "대지 도면 (1).pdf", type: "application/pdf", data: pdf }];
    const response = await submit(multipartRequest(submitUrl, multipartBody(validFields, files)));
    const { id } = (await response.json()) as { id: number };
    const prisma = createPrismaClient(site.databaseUrl);
    fileId = (await prisma.uploadedFile.findFirstOrThrow({ where: { requestId: id } })).id;
    await prisma.$disconnect();
  });

  const get = (id: string, token?: string) =>
    download(
      new Request(`http://localhost/api/uploads/${id}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
      { params: Promise.resolve({ id }) },
    );

  it("responds 401 JSON without the staff token or with a wrong one", async () => {
    for (const token of [undefined, "wrong-token-0123456789abcdef"]) {
      const response = await get(String(fileId), token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: "Sign in as staff, or send a valid staff token, to download this.",
      });
    }
  });

  it("streams the file with its original name, checked type and nosniff", async () => {
    const response = await get(String(fileId), process.env.STAFF_EXPORT_TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="?? ?? (1).pdf"; filename*=UTF-8''%EB%8C%80%EC%A7%80%20%EB%8F%84%EB%A9%B4%20%281%29.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdf);
  });

  it("responds 404 for an unknown id", async () => {
    const response = await get("999999", process.env.STAFF_EXPORT_TOKEN);
    expect(response.status).toBe(404);
  });
});
