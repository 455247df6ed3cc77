import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { FilterErrors } from "@/components/staff/filter-errors";
import { PrivacyActions } from "@/components/staff/privacy/privacy-actions";
import { ColumnHeads, ScrollTable } from "@/components/ui/scroll-table";
import { requireStaffPage } from "@/lib/auth/staff-page";
import { db } from "@/lib/db/client";
import { Link } from "@/lib/i18n/navigation";
import { loadMessages } from "@/lib/i18n/messages";
import { resolveLocale } from "@/lib/i18n/params";
import { lookUpHoldings } from "@/lib/privacy/holdings";
import { staffMetadata } from "@/lib/seo/staff-metadata";
import { queryObject } from "@/lib/submissions/filters";
import { staffPaths } from "@/lib/staff/urls";
import { formatDateTime } from "@/lib/i18n/time-zone";
import { viewerTimeZone } from "@/lib/submissions/viewer-time-zone";
import { privacySubjectSchema } from "@/lib/validation/privacy-subject";
import { z } from "@/lib/validation/z";
import styles from "@/components/staff/staff.module.css";

export const generateMetadata = staffMetadata(staffPaths.privacyLookup, "privacy");

/**
 * Admins: everything held about an e-mail address and/or phone number (?email=, ?phone=), with its
 * export, erasure and marketing stop. Each lookup is written to the access log.
 */
export default async function PrivacyPage({ params, searchParams }: PageProps<"/[locale]/staff/privacy">) {
  const locale = await resolveLocale(params);
  const query = queryObject(await searchParams) as Record<string, string>;
  const admin = await requireStaffPage(locale, `${staffPaths.privacyLookup}?${new URLSearchParams(query)}`);
  const [t, messages, incoming] = await Promise.all([
    getTranslations({ locale, namespace: "staff.privacy" }),
    loadMessages(locale),
    headers(),
  ]);
  const timeZone = viewerTimeZone(incoming.get("cookie"));
  const asked = Boolean(query.email || query.phone);
  const parsed = asked ? privacySubjectSchema(messages.staff.privacy.errors).safeParse(query) : null;
  const errors = parsed && !parsed.success ? z.flattenError(parsed.error).fieldErrors : undefined;
  const form = (
    <form method="get" className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor="privacy-email">{t("email")}</label>
        <input id="privacy-email" name="email" type="email" defaultValue={query.email ?? ""} />
      </div>
      <div className={styles.field}>
        <label htmlFor="privacy-phone">{t("phone")}</label>
        <input id="privacy-phone" name="phone" type="tel" defaultValue={query.phone ?? ""} />
      </div>
      <button type="submit">{t("find")}</button>
    </form>
  );
  const intro = (
    <>
      <h1>{t("heading")}</h1>
      <p className={styles.muted}>{t("lead")}</p>
      {form}
    </>
  );
  if (!parsed?.success) {
    return (
      <>
        {intro}
        {errors && <FilterErrors message={t("errors.invalid")} errors={errors} labels={messages.staff.privacy} />}
      </>
    );
  }
  const subject = parsed.data;
  const { holdings, counts } = await lookUpHoldings(db(), { headers: incoming }, admin, subject);
  const held = Object.entries(counts).some(([, value]) => value !== 0 && value !== false);
  const exportQuery = new URLSearchParams({
    ...(subject.email ? { email: subject.email } : {}),
    ...(subject.phone ? { phone: subject.phone } : {}),
  });
  return (
    <>
      {intro}
      <section aria-labelledby="privacy-summary" className={styles.panel}>
        <h2 id="privacy-summary">{t("summary")}</h2>
        {held ? (
          <dl className={styles.list}>
            {(Object.keys(counts) as (keyof typeof counts)[]).map((key) => (
              <div key={key}>
                <dt>{t(`counts.${key}`)}</dt>
                <dd>
                  {typeof counts[key] === "boolean" ? messages.staff[counts[key] ? "yes" : "no"] : String(counts[key])}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t("nothing")}</p>
        )}
      </section>
      {holdings.submissions.length > 0 && (
        <section aria-labelledby="privacy-submissions">
          <h2 id="privacy-submissions">{t("submissionsHeading")}</h2>
          <ScrollTable label={t("submissionsHeading")}>
            <ColumnHeads labels={[t("columns.received"), t("columns.form"), t("columns.open")]} />
            <tbody>
              {holdings.submissions.map(({ entry }) => (
                <tr key={entry.id}>
                  <td className={styles.nowrap}>{formatDateTime(entry.receivedAt, timeZone)}</td>
                  <td>{entry.form}</td>
                  <td>
                    <Link href={staffPaths.submission(entry)}>{`${entry.kind}/${entry.sourceId}`}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </section>
      )}
      <section aria-labelledby="privacy-actions" className={styles.panel}>
        <h2 id="privacy-actions" className="visually-hidden">
          {t("summary")}
        </h2>
        <p>
          <a href={`/api/staff/privacy/export?${exportQuery}`} download>
            {t("export")}
          </a>
        </p>
        <PrivacyActions email={subject.email} phone={subject.phone} />
        <p className={styles.muted}>{t("keptNote")}</p>
      </section>
    </>
  );
}
