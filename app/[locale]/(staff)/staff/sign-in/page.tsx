import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/staff/sign-in-form";
import { safeNextPath } from "@/lib/http/same-site-path";
import { currentStaff } from "@/lib/auth/staff-page";
import { staffAuthConfigured } from "@/lib/auth/auth";
import { localizedPath } from "@/lib/i18n/paths";
import { searchParam } from "@/lib/http/page-requests";
import { resolveLocale } from "@/lib/i18n/params";
import { staffMetadata } from "@/lib/seo/staff-metadata";
import { staffPaths } from "@/lib/staff/urls";
import styles from "@/components/staff/staff.module.css";

export const generateMetadata = staffMetadata(staffPaths.signIn, "signIn");

/** Staff sign-in; `next` (a path of this site only) is where it returns afterwards. */
export default async function SignInPage({ params, searchParams }: PageProps<"/[locale]/staff/sign-in">) {
  const locale = await resolveLocale(params);
  const next = safeNextPath(await searchParam(searchParams, "next"), localizedPath(locale, staffPaths.dashboard));
  if (await currentStaff()) redirect(next);
  const t = await getTranslations({ locale, namespace: "staff.signIn" });
  const configured = staffAuthConfigured();
  return (
    <div className={styles.signIn}>
      <h1>{t("heading")}</h1>
      <p className={styles.muted}>{t("lead")}</p>
      {configured ? <SignInForm next={next} /> : <p role="alert">{t("notConfigured")}</p>}
    </div>
  );
}
