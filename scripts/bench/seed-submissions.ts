// Fills a database with `count` submissions of every kind (spread over the last year, a few repeat
// addresses, spam, notes, notifications in every state) for the inbox and export measurements.
// `npm run bench:seed -- [count]` seeds DATABASE_URL (migrated first); the bench calls seedSubmissions.
// Rows are written the way the application writes them (same columns, Prisma's date format), through
// one better-sqlite3 transaction, so 100,000 take seconds. Never part of `npm test`.
import Database from "better-sqlite3";
import type { SubmissionKind } from "../../lib/submissions/kinds";
import { searchText } from "../../lib/submissions/record";

const givenNames = ["Jane", "Robin", "Casey", "Alex", "Sam", "Dana", "Lee", "Morgan", "Taylor", "Jordan"];
const familyNames = ["Doe", "Reed", "Park", "Kim", "Lee", "Garcia", "Smith", "Chen", "Nguyen", "Brown"];
const koreanGiven = ["민준", "서연", "지호", "하은", "도윤", "서윤", "예준", "지우"];
const koreanFamily = ["김", "이", "박", "최", "정", "강", "조", "윤"];
const companies = [
  "Hanbit Construction",
  "Acme Builders",
  "Riverside Capital",
  "한빛건설",
  "Parcel Partners",
  "Summit Homes",
  "Blue Oak Dev",
  "Metro Housing",
];
const leadFormNames = [
  "ZenApp",
  "AIConsulting",
  "Modular",
  "ED1Report",
  "AppWaitlist",
  "AppFreeTrial",
  "PHXDisc",
  "PHXTrial",
  "BostonDisc",
  "LADisc",
  "LATrial",
  "Beta",
];
const sources = [null, null, "google", "newsletter", "linkedin", "bisnow", "event"];
/** Every seeded report request's phone number. */
const reportPhone = "+1 213 555 0100";
const statuses = ["new", "new", "new", "contacted", "qualified", "won", "lost"];

/** A small deterministic generator, so two runs seed the same rows. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const prismaDate = (date: Date) => date.toISOString().replace("Z", "+00:00");

export function seedSubmissions(databaseFile: string, count: number, now = new Date()): { seconds: number } {
  const started = Date.now();
  const next = random(20261123);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const db = new Database(databaseFile);
  db.pragma("journal_mode = WAL");
  const lead = db.prepare(
    "INSERT INTO LeadSubmission (sheet, fields, utmSource, utmMedium, isSpam, createdAt) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const report = db.prepare(
    `INSERT INTO ConsultingRequest (firstName, lastName, email, phone, companyName, projectName, siteAddress, fields, useZoningAnalysis, useRenderingService, total, currency, createdAt) VALUES (?, ?, ?, '${reportPhone}', ?, ?, ?, ?, 1, 0, 150, 'USD', ?)`,
  );
  const campaign = db.prepare(
    "INSERT INTO CampaignContact (email, firstName, lastName, company, tag, fields, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const subscriber = db.prepare(
    "INSERT OR IGNORE INTO NewsletterSubscriber (email, consentAt, locale, createdAt) VALUES (?, ?, 'ko', ?)",
  );
  const submission = db.prepare(
    `INSERT INTO Submission (kind, sourceId, form, receivedAt, name, email, company, message, utmSource, utmMedium, isSpam, status, statusChangedAt, statusChangedBy, searchText)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const outbox = db.prepare(
    "INSERT INTO OutboxMessage (kind, recipient, subject, body, tag, status, attempts, lastError, sentAt, createdAt, nextAttemptAt, submissionId) VALUES ('email', 'team@example.com', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const note = db.prepare(
    "INSERT INTO SubmissionNote (submissionId, body, author, createdAt) VALUES (?, ?, 'Seeder', ?)",
  );

  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const receivedAt = new Date(now.getTime() - Math.floor(next() * 365 * 86_400_000));
      const at = prismaDate(receivedAt);
      const korean = next() < 0.3;
      const first = korean ? pick(koreanGiven) : pick(givenNames);
      const last = korean ? pick(koreanFamily) : pick(familyNames);
      const name = korean ? `${last}${first}` : `${first} ${last}`;
      // About one address in five comes back with another submission.
      const email = next() < 0.2 ? `repeat${Math.floor(next() * 2000)}@example.com` : `person${i}@example.com`;
      const company = pick(companies);
      const message = `Seeded submission ${i}: ${pick(["a corner lot", "three parcels", "mid-rise options", "a feasibility study"])}`;
      const utmSource = pick(sources);
      const utmMedium = utmSource ? pick(["cpc", "email", "social"]) : null;
      const isSpam = next() < 0.03 ? 1 : 0;
      const roll = next();
      let kind: SubmissionKind;
      let form: string;
      let sourceId: number;
      if (roll < 0.7) {
        kind = "lead";
        form = pick(leadFormNames);
        const fields = { firstName: first, lastName: last, email, company, jobTitle: "developer", message };
        sourceId = Number(lead.run(form, JSON.stringify(fields), utmSource, utmMedium, isSpam, at).lastInsertRowid);
      } else if (roll < 0.8) {
        kind = "contact";
        form = "Contact";
        const fields = { company, name, email, purpose: "Billing", message };
        sourceId = Number(lead.run(form, JSON.stringify(fields), null, null, isSpam, at).lastInsertRowid);
      } else if (roll < 0.85) {
        kind = "signup";
        form = "Sign Up";
        const fields = {
          first_name: first,
          last_name: last,
          email,
          phone: "",
          city: "Seoul",
          state: "",
          company,
          website: "",
        };
        sourceId = Number(lead.run(form, JSON.stringify(fields), null, null, isSpam, at).lastInsertRowid);
      } else if (roll < 0.9) {
        kind = "report";
        form = "Report";
        const fields = {
          projectName: `Project ${i}`,
          siteAddress: "1 Main St",
          use: "Multifamily",
          bedroomType: ["2bed"],
          parking: "minimum",
          additionalInformation: message,
        };
        sourceId = Number(
          report.run(first, last, email, company, `Project ${i}`, "1 Main St", JSON.stringify(fields), at)
            .lastInsertRowid,
        );
      } else if (roll < 0.95) {
        kind = "campaign";
        form = pick(["modular", "ed1_report"]);
        sourceId = Number(
          campaign.run(email, first, last, company, form, JSON.stringify({ note: message }), at).lastInsertRowid,
        );
      } else {
        kind = "newsletter";
        form = "Newsletter";
        const result = subscriber.run(`news${i}@example.com`, at, at);
        if (!result.changes) continue;
        sourceId = Number(result.lastInsertRowid);
      }
      const status = pick(statuses);
      const worked = status !== "new";
      const entry =
        kind === "newsletter"
          ? { name: "", email: `news${i}@example.com`, company: "", message: "" }
          : { name, email, company, message };
      const id = Number(
        submission.run(
          kind,
          sourceId,
          form,
          at,
          entry.name,
          entry.email,
          entry.company,
          entry.message,
          kind === "lead" ? utmSource : null,
          kind === "lead" ? utmMedium : null,
          isSpam,
          status,
          worked ? at : null,
          worked ? "Seeder" : null,
          searchText({ ...entry, kind, sourceId, phone: kind === "report" ? reportPhone : "" }),
        ).lastInsertRowid,
      );
      if (["lead", "contact", "signup", "report"].includes(kind) && !isSpam) {
        const state = next() < 0.95 ? "sent" : next() < 0.5 ? "failed" : "pending";
        outbox.run(
          `[${form}] New submission from ${name}`,
          message,
          form,
          state,
          state === "sent" ? 1 : 3,
          state === "sent" ? null : "connect ECONNREFUSED 127.0.0.1:25",
          state === "sent" ? at : null,
          at,
          at,
          id,
        );
      }
      if (worked && next() < 0.3) note.run(id, `Called ${name}; follow up next week.`, at);
    }
  })();
  db.close();
  return { seconds: (Date.now() - started) / 1000 };
}

// As a command: `npm run bench:seed -- [count]` on DATABASE_URL (default ./data/site.db), migrated first.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadValidatedEnv } = await import("../lib/load-env");
  const { prepareDatabase } = await import("../lib/prepare-database");
  const env = loadValidatedEnv();
  const count = Number(process.argv[2] ?? 100_000);
  await prepareDatabase(env.DATABASE_URL);
  const { seconds } = seedSubmissions(env.DATABASE_URL.replace(/^file:/, ""), count);
  console.log(`Seeded ${count} submissions into ${env.DATABASE_URL} in ${seconds.toFixed(1)} s`);
}
