/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { contactSyncBody } from "@/lib/crm/active-campaign";
import { exponentialBackoff } from "@/lib/mail/claim";
import { createDeliver } from "@/lib/mail/deliver";
import { dropDirSender } from "@/lib/mail/transport";
import type { OutboxMessage } from "@/lib/db/generated/client";

const row = (over: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 7,
  kind: "email",
  recipient: "team@test",
  subject: "[Contact] New submission from Jane",
  body: "Name: Jane",
  tag: "Contact",
  payload: { replyTo: "jane@test" },
  dedupeKey: null,
  status: "sending",
  attempts: 1,
  lastError: null,
  nextAttemptAt: new Date(),
  lockedUntil: null,
  sentAt: null,
  createdAt: new Date(1_700_000_000_000),
  submissionId: null,
  ...over,
});

describe("exponential backoff", () => {
  it("doubles from the base and stops at the cap", () => {
    const backoff = exponentialBackoff(1000, 5000);
    expect([1, 2, 3, 4, 5].map(backoff)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});

describe("without SMTP: .eml files in the drop folder", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "mail-drop-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes the message with its headers and logs the path", async () => {
    const lines: string[] = [];
    const deliver = createDeliver({
      mail: dropDirSender(dir, (line) => lines.push(line)),
      from: "Site <site@test>",
      messageIdHost: "example.com",
    });
    await deliver(row());
    const [file] = await readdir(dir);
    expect(file).toMatch(/\.eml$/);
    expect(lines).toEqual([`[mail] no SMTP_URL: wrote ${path.join(dir, file!)}`]);
    const eml = await readFile(path.join(dir, file!), "utf8");
    expect(eml).toContain("To: team@test");
    expect(eml).toContain("Reply-To: jane@test");
    expect(eml).toContain("Subject: [Contact] New submission from Jane");
    expect(eml).toContain("X-Tag: Contact");
    expect(eml).toContain("Message-ID: <outbox-7-1700000000000@example.com>");
    expect(eml).toContain("Name: Jane");
  });

  it("refuses a CRM message when no CRM is configured, so it stays queued", async () => {
    const deliver = createDeliver({ mail: dropDirSender(dir, () => undefined), from: "x@test", messageIdHost: "test" });
    await expect(deliver(row({ kind: "crm", payload: {} }))).rejects.toThrow(
      "CRM_API_URL and CRM_API_KEY are not configured",
    );
  });
});

describe("CRM contact sync body", () => {
  it("has ActiveCampaign's shape and leaves out empty values", () => {
    expect(
      contactSyncBody({ email: "a@b.test", firstName: "A", lastName: "B", fields: { company: "Co", note: "" } }),
    ).toEqual({
      contact: { email: "a@b.test", firstName: "A", lastName: "B", fieldValues: [{ field: "company", value: "Co" }] },
    });
  });
});
