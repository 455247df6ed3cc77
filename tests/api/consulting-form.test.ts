/** @jest-environment node */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { POST } from "@/app/api/consulting-form/route";
import { createPrismaClient } from "@/lib/db/create-client";
import { fileTypesByExtension, type AllowedExtension } from "@/lib/uploads/file-types";
import { MAX_FILE_BYTES } from "@/lib/uploads/limits";
import { filesUnder, setupTempSite } from "../unit/report/support/api-env";
import { multipartBody, multipartRequest, multipartType, validFields } from "../unit/report/support/multipart";
import { executableBytes, sampleBytes } from "../unit/report/support/samples";
import { makeZip } from "../unit/report/support/zip";
import { expectRefused } from "../support/refusal";
import { termsVersionFor } from "@/lib/content/legal";

const site = setupTempSite();
// The notification's language is the team's (TEAM_LOCALE); these checks read the English one.
process.env.TEAM_LOCALE = "en";
const url = "http://localhost/api/consulting-form";
const prisma = () => createPrismaClient(site.databaseUrl);

async function counts() {
  const client = prisma();
  try {
    return {
      requests: await client.consultingRequest.count(),
      files: await client.uploadedFile.count(),
      outbox: await client.outboxMessage.count(),
    };
  } finally {
    await client.$disconnect();
  }
}

async function expectNothingKept(before: Awaited<ReturnType<typeof counts>>, filesBefore: string[]) {
  expect(await counts()).toEqual(before);
  expect(filesUnder(site.uploadDir)).toEqual(filesBefore);
}

describe("POST /api/consulting-form", () => {
  const extensions = Object.keys(fileTypesByExtension) as AllowedExtension[];

  it.each([[extensions.slice(0, 9).join()], [extensions.slice(9).join()]])(
    "accepts each allowed kind of file: %s",
    async (list) => {
      const exts = list.split(",") as AllowedExtension[];
      const files = exts.map((ext) => ({
        name: `sample-${ext}.${ext}`,
        type: fileTypesByExtension[ext].mime,
        data: sampleBytes[ext](),
      }));
      const response = await POST(multipartRequest(url, multipartBody(validFields, files)));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };

      const client = prisma();
      const stored = await client.uploadedFile.findMany({ where: { requestId: id }, orderBy: { id: "asc" } });
      await client.$disconnect();
      expect(stored.map((file) => [file.originalName, file.mimeType, file.size])).toEqual(
        files.map((file) => [file.name, file.type, file.data.length]),
      );
      for (const [index, file] of stored.entries()) {
        expect(file.storedName).toMatch(/^[a-f0-9]{32}$/);
        expect(readFileSync(path.join(site.uploadDir, "files", file.storedName))).toEqual(files[index]?.data);
      }
      expect(filesUnder(path.join(site.uploadDir, "tmp"))).toEqual([]);
    },
  );

  it("records the request and queues the team's e-mail with the summary, add-ons, total and files", async () => {
    const pdf = sampleBytes.pdf();
    const response = await POST(
      multipartRequest(
        url,
        multipartBody(validFields, [{ name: "대지 도면.pdf", type: "application/pdf", data: pdf }]),
      ),
    );
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as { id: number; reference: string; total: number; files: unknown[] };
    const { id } = receipt;
    // The wizard's confirmation: reference number, the files received and the price.
    expect(receipt).toEqual({
      id,
      reference: `FR-${String(id).padStart(6, "0")}`,
      total: 1140,
      currency: "USD",
      files: [{ name: "대지 도면.pdf", size: pdf.length }],
    });
    const client = prisma();
    const request = await client.consultingRequest.findUniqueOrThrow({ where: { id }, include: { files: true } });
    const outbox = await client.outboxMessage.findFirstOrThrow({ where: { body: { contains: `(#${id})\n` } } });
    const entry = await client.submission.findUniqueOrThrow({
      where: { kind_sourceId: { kind: "report", sourceId: id } },
    });
    await client.$disconnect();
    expect(outbox.submissionId).toBe(entry.id);
    expect(entry).toMatchObject({
      name: "Ada Kim",
      email: "ada@example.com",
      company: "Kim Development",
      status: "new",
    });

    expect(request).toMatchObject({ firstName: "Ada", companyName: "Kim Development", total: 1140, currency: "USD" });
    expect(request.useZoningAnalysis).toBe(true);
    expect(request.fields).toMatchObject({
      bedroomType: ["studio", "2bed"],
      parkingOthers: "One stall per unit",
      siteArea: "12,000",
      siteAreaUnit: "sqft",
    });
    expect(outbox).toMatchObject({
      kind: "email",
      recipient: "team@example.com",
      status: "pending",
      tag: "Feasibility Report",
      subject: `Feasibility report request ${receipt.reference}: Riverside Lofts (Kim Development)`,
    });
    expect(outbox.payload).toMatchObject({ replyTo: "ada@example.com" });
    expect(outbox.body).toContain("Name: Ada Kim");
    // The area in one line, its unit and its ㎡ with it, as the back office shows it.
    expect(outbox.body).toContain("Site area: 12,000 sq ft (1,114.8 m²)\n");
    expect(outbox.body).not.toContain("Area unit");
    expect(outbox.body).toContain("Feasibility report: $990\nAdd-ons:\n- Zoning analysis (+$150)");
    expect(outbox.body).not.toContain("Rendering");
    expect(outbox.body).toContain("Total: $1,140");
    expect(outbox.body).toContain(
      `- 대지 도면.pdf, 1 KB (${pdf.length} bytes): https://www.example.com/en/staff/files/${request.files[0]?.id}`,
    );
    expect(outbox.body).toContain(`Open in the back office: https://www.example.com/en/staff/submissions/report/${id}`);
    expect(outbox.body).not.toContain("undefined");
  });

  it("prices a Korean page's request in won with its VAT, and keeps the area in ㎡ with its unit", async () => {
    const fields = { ...validFields, siteArea: "1,000", bedroomType: JSON.stringify(["59to84"]) };
    const response = await POST(multipartRequest(url, multipartBody(fields, []), "ko"));
    expect(response.status).toBe(201);
    const receipt = (await response.json()) as { id: number; total: number; currency: string };
    // The server's own price list (REPORT_PRICE_KRW 1,300,000 + zoning 200,000), whatever the page showed.
    expect(receipt).toMatchObject({ total: 1_500_000, currency: "KRW" });
    const client = prisma();
    const request = await client.consultingRequest.findUniqueOrThrow({ where: { id: receipt.id } });
    const outbox = await client.outboxMessage.findFirstOrThrow({ where: { body: { contains: `(#${receipt.id})\n` } } });
    await client.$disconnect();
    expect(request).toMatchObject({ total: 1_500_000, currency: "KRW" });
    expect(request.fields).toMatchObject({ siteArea: "1,000", siteAreaUnit: "sqm", bedroomType: ["59to84"] });
    expect(request.fields).not.toHaveProperty("siteAreaPyeong");
    // The team reads English here (TEAM_LOCALE=en): the area, its 평 and the currency are named all the same.
    expect(outbox.body).toContain("Site area: 1,000 m² (about 302.5 pyeong)\n");
    expect(outbox.body).not.toContain("Area unit");
    expect(outbox.body).toContain("Unit types: 59–84 m² (exclusive area)");
    expect(outbox.body).toContain("Feasibility report: ₩1,300,000\nAdd-ons:\n- Zoning analysis (+₩200,000)");
    expect(outbox.body).toContain("Total: ₩1,500,000 (including ₩136,364 VAT)");
  });

  it("takes a Korean page's area in 평 and keeps it in ㎡", async () => {
    const fields = { ...validFields, siteArea: "330 평", bedroomType: JSON.stringify(["59to84"]) };
    const response = await POST(multipartRequest(url, multipartBody(fields, []), "ko"));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const client = prisma();
    const request = await client.consultingRequest.findUniqueOrThrow({ where: { id } });
    const outbox = await client.outboxMessage.findFirstOrThrow({ where: { body: { contains: `(#${id})\n` } } });
    await client.$disconnect();
    // The 평 typed stays beside the ㎡ (exports and filters read the ㎡), so the team sees how the customer measures.
    expect(request.fields).toMatchObject({ siteArea: "1090.9", siteAreaUnit: "sqm", siteAreaPyeong: 330 });
    expect(outbox.body).toContain("Site area: 1,090.9 m² (entered as 330 pyeong)\n");
    expect(outbox.body).not.toMatch(/Area unit|Pyeong as entered/);
  });

  it("keeps a Korean page's one 이름 in the first-name column and its phone as 010-1234-5678", async () => {
    // The Korean wizard sends no last name.
    const fields: Partial<typeof validFields> = { ...validFields, firstName: "홍길동", phone: "010 1234 5678" };
    delete fields.lastName;
    const response = await POST(multipartRequest(url, multipartBody(fields, []), "ko"));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const client = prisma();
    const request = await client.consultingRequest.findUniqueOrThrow({ where: { id } });
    const entry = await client.submission.findUniqueOrThrow({
      where: { kind_sourceId: { kind: "report", sourceId: id } },
    });
    const outbox = await client.outboxMessage.findFirstOrThrow({ where: { body: { contains: `(#${id})\n` } } });
    await client.$disconnect();
    expect(request).toMatchObject({ firstName: "홍길동", lastName: "", phone: "010-1234-5678" });
    expect(entry.name).toBe("홍길동");
    expect(outbox.body).toContain("Name: 홍길동\n");
    expect(outbox.body).not.toContain("undefined");

    const english = await POST(multipartRequest(url, multipartBody(fields, []), "en"));
    await expectRefused(english, "Please correct the highlighted fields.", { lastName: ["Last name is required"] });
  });

  it("refuses an executable renamed to .pdf and sent as application/pdf, keeping nothing", async () => {
    const before = await counts();
    const filesBefore = filesUnder(site.uploadDir);
    const body = multipartBody(validFields, [
      { name: "plan.pdf", type: "application/pdf", data: sampleBytes.pdf() },
      { name: "report.pdf", type: "application/pdf", data: executableBytes() },
    ]);
    const response = await POST(multipartRequest(url, body));
    await expectRefused(
      response,
      'File "report.pdf" does not contain what its type says. Please use PDF, images, documents, or spreadsheets.',
      { files: [expect.any(String)] },
    );
    await expectNothingKept(before, filesBefore);
  });

  it.each([
    [
      "a declared type off the list",
      "notes.txt",
      "application/x-msdownload",
      'File type "application/x-msdownload" is not supported. Please use PDF, images, documents, or spreadsheets.',
    ],
    [
      "an extension off the list",
      "setup.exe",
      "application/pdf",
      'File type "application/pdf" is not supported. Please use PDF, images, documents, or spreadsheets.',
    ],
  ])("refuses %s with the old site's message", async (_label, name, type, message) => {
    const response = await POST(
      multipartRequest(url, multipartBody(validFields, [{ name, type, data: sampleBytes.txt() }])),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it("refuses a file off the list in Korean by its name, with the allowed types in words", async () => {
    const file = { name: "setup.exe", type: "application/x-ms-dos-executable", data: sampleBytes.txt() };
    const response = await POST(multipartRequest(url, multipartBody(validFields, [file]), "ko"));
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe(
      '"setup.exe" 파일은 받을 수 없는 형식입니다. PDF, 이미지(JPG, PNG 등), Word, Excel, PowerPoint, 텍스트, CSV, RTF 파일을 올려 주세요.',
    );
    expect(message).not.toContain("application/");
  });

  it("refuses a zip bomb dressed as .docx", async () => {
    const bomb = makeZip([
      { name: "[Content_Types].xml", data: Buffer.from("<Types/>") },
      { name: "word/document.xml", data: Buffer.alloc(1000), claimedSize: 400 * 1024 * 1024 },
    ]);
    const type = fileTypesByExtension.docx.mime;
    const response = await POST(
      multipartRequest(url, multipartBody(validFields, [{ name: "big.docx", type, data: bomb }])),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'File "big.docx" expands to more than we can accept.',
    );
  });

  it("refuses the same name and size twice", async () => {
    const file = { name: "plan.pdf", type: "application/pdf", data: sampleBytes.pdf() };
    const response = await POST(multipartRequest(url, multipartBody(validFields, [file, file])));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('File "plan.pdf" has already been uploaded.');
  });

  /** The valid fields but `name`. */
  const fieldsWithout = (name: keyof typeof validFields) => {
    const rest: Partial<typeof validFields> = { ...validFields };
    delete rest[name];
    return rest;
  };

  it("refuses a missing required field with its message, in the visitor's language", async () => {
    const withoutFirstName = fieldsWithout("firstName");
    const before = await counts();
    const filesBefore = filesUnder(site.uploadDir);
    const files = [{ name: "plan.pdf", type: "application/pdf", data: sampleBytes.pdf() }];
    const response = await POST(
      multipartRequest(url, multipartBody({ ...withoutFirstName, parkingOthers: "" }, files)),
    );
    await expectRefused(response, "Please correct the highlighted fields.", {
      firstName: ["First name is required"],
      parkingOthers: ["Please specify parking requirements"],
    });
    const korean = await POST(multipartRequest(url, multipartBody({ ...validFields, email: "ada@" }), "ko"));
    expect(((await korean.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      email: ["올바른 이메일 주소를 입력해 주세요"],
    });
    await expectNothingKept(before, filesBefore);
  });

  it("refuses a request without the terms and refund rules agreed, naming the field in the visitor's language", async () => {
    const withoutTerms = fieldsWithout("termsAgreement");
    const before = await counts();
    const filesBefore = filesUnder(site.uploadDir);
    const files = [{ name: "plan.pdf", type: "application/pdf", data: sampleBytes.pdf() }];
    await expectRefused(
      await POST(multipartRequest(url, multipartBody(withoutTerms, files))),
      "Please correct the highlighted fields.",
      { termsAgreement: ["Please agree to the terms and the refund rules."] },
    );
    await expectRefused(
      await POST(multipartRequest(url, multipartBody({ ...validFields, termsAgreement: "false" }), "ko")),
      "표시된 항목을 고쳐 주세요.",
      { termsAgreement: ["이용약관과 환불 규정에 동의해 주세요."] },
    );
    await expectNothingKept(before, filesBefore);
  });

  it("keeps the version of the terms agreed to, in the page's language, and when", async () => {
    const before = Date.now();
    const english = await POST(multipartRequest(url, multipartBody(validFields)));
    const korean = await POST(multipartRequest(url, multipartBody(validFields), "ko"));
    expect([english.status, korean.status]).toEqual([201, 201]);
    const client = prisma();
    const [en, ko] = await Promise.all(
      [english, korean].map(async (response) =>
        client.consultingRequest.findUniqueOrThrow({ where: { id: ((await response.json()) as { id: number }).id } }),
      ),
    );
    await client.$disconnect();
    // The date each language's terms took effect, as their page prints it (content/legal).
    expect(en?.termsVersion).toBe(termsVersionFor("en"));
    expect(ko?.termsVersion).toBe(termsVersionFor("ko"));
    expect(termsVersionFor("en")).toBe("2026-11-30");
    for (const row of [en, ko]) {
      expect(row?.termsAgreedAt?.getTime()).toBeGreaterThanOrEqual(before);
      expect(row?.termsAgreedAt?.getTime()).toBeLessThanOrEqual(Date.now());
      // Kept in its own columns, not among the answers.
      expect(row?.fields).not.toHaveProperty("termsAgreement");
    }
  });

  /** A body whose one PDF file of `fileSize` bytes is generated chunk by chunk as the server reads. */
  function streamedPdf(fileSize: number) {
    const boundary = multipartType.split("boundary=")[1];
    const head = multipartBody(validFields).subarray(0, -`--${boundary}--\r\n`.length);
    const pdfHead = Buffer.from("%PDF-1.7\n");
    const fileHead = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdfHead,
    ]);
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const progress = { sent: pdfHead.length, pulled: 0 };
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        controller.enqueue(fileHead);
      },
      pull(controller) {
        const size = Math.min(chunk.length, fileSize - progress.sent);
        if (size <= 0) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        controller.enqueue(chunk.subarray(0, size));
        progress.sent += size;
        progress.pulled += size;
      },
    });
    return { stream, progress, chunkSize: chunk.length };
  }

  it("refuses 50 MB + 1 byte with 413 while streaming, and keeps nothing", async () => {
    const before = await counts();
    const filesBefore = filesUnder(site.uploadDir);
    const { stream, progress, chunkSize } = streamedPdf(MAX_FILE_BYTES + 1);
    const response = await POST(multipartRequest(url, stream));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(
      'File "big.pdf" is too large. Maximum size is 50MB.',
    );
    // It stopped reading right after the cap instead of draining the body.
    expect(progress.pulled).toBeLessThan(MAX_FILE_BYTES + 4 * chunkSize);
    await expectNothingKept(before, filesBefore);
  });

  it("accepts a file of exactly 50 MB", async () => {
    const { stream } = streamedPdf(MAX_FILE_BYTES);
    const response = await POST(multipartRequest(url, stream));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const client = prisma();
    const [file] = await client.uploadedFile.findMany({ where: { requestId: id } });
    await client.$disconnect();
    expect(file?.size).toBe(MAX_FILE_BYTES);
    expect(statSync(path.join(site.uploadDir, "files", file?.storedName ?? "")).size).toBe(MAX_FILE_BYTES);
  });

  it.each([
    [
      "the connection fails",
      (controller: ReadableStreamDefaultController<Uint8Array>) => controller.error(new Error("socket hang up")),
    ],
    ["the body simply stops", (controller: ReadableStreamDefaultController<Uint8Array>) => controller.close()],
  ])("leaves no partial file when %s mid-upload", async (_label, cutOff) => {
    const before = await counts();
    const filesBefore = filesUnder(site.uploadDir);
    const full = multipartBody(validFields, [
      {
        name: "plan.pdf",
        type: "application/pdf",
        data: Buffer.concat([sampleBytes.pdf(), Buffer.alloc(3 * 1024 * 1024, 0x20)]),
      },
    ]);
    let step = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (step === 0) controller.enqueue(full.subarray(0, 2 * 1024 * 1024));
        else cutOff(controller);
        step += 1;
      },
    });
    const response = await POST(multipartRequest(url, stream));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "The upload did not complete. Please try again.",
    );
    await expectNothingKept(before, filesBefore);
  });

  it("refuses an 11th file with 413", async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({
      name: `f${i}.txt`,
      type: "text/plain",
      data: Buffer.from(`file ${i}\n`),
    }));
    const before = await counts();
    const response = await POST(multipartRequest(url, multipartBody(validFields, files)));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe("You can attach up to 10 files.");
    expect(await counts()).toEqual(before);
    expect(filesUnder(path.join(site.uploadDir, "tmp"))).toEqual([]);
  });
});
