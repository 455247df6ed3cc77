import "server-only";
import { userInfo } from "node:os";
import type { Prisma, PrismaClient } from "@/lib/db/generated/client";
import type { AccessAction } from "@/lib/access-log/actions";
import {
  englishSubjectMessages,
  privacySubjectSchema,
  subjectTarget,
  type PrivacySubject,
} from "@/lib/validation/privacy-subject";

/** The access log's "who" for the command line: the operating-system account that ran it. */
export const commandLineActor = () => `cli:${userInfo().username}`;

/** The subject of `npm run privacy:*` from its --email and --phone, or the reasons it is not one. */
export function commandLineSubject(values: { email?: string; phone?: string }) {
  const parsed = privacySubjectSchema(englishSubjectMessages).safeParse(values);
  if (parsed.success) return { subject: parsed.data };
  return { problems: parsed.error.issues.map((issue) => issue.message) };
}

/** The command line's access-log row: no account, the OS user as the e-mail column, "command line" as the address. */
export async function recordCommandLine(
  prisma: PrismaClient,
  action: AccessAction,
  subject: PrivacySubject,
  detail: Prisma.InputJsonValue,
): Promise<void> {
  await prisma.accessLogEntry.create({
    data: {
      accountId: null,
      email: commandLineActor(),
      action,
      target: subjectTarget(subject),
      detail,
      ip: "command line",
    },
  });
}
