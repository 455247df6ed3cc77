/** What the access log records (PIPA's "what"); one name per kind of access. */
export const accessActions = [
  "sign-in",
  "sign-in.failed",
  "sign-out",
  "submission.view",
  "file.download",
  "export",
  "submission.status",
  "submission.spam",
  "submission.owner",
  "submission.follow-up",
  "submission.note",
  "submission.resend",
  "account.create",
  "account.invite",
  "account.role",
  "account.disable",
  "account.enable",
  "account.password",
  "account.reset-request",
  "account.two-factor.enable",
  "account.two-factor.disable",
  "access-log.export",
  "blog.create",
  "blog.save",
  "blog.publish",
  "blog.unpublish",
  "blog.schedule",
  "blog.schedule-cancel",
  "blog-image.upload",
  "news.create",
  "news.update",
  "news.delete",
  "staff.refused",
  "privacy.daily",
  "privacy.lookup",
  "privacy.export",
  "privacy.erase",
  "privacy.suppress",
  "privacy-request.view",
  "privacy-request.status",
] as const;
export type AccessAction = (typeof accessActions)[number];

type Underscored<S extends string> = S extends `${infer Head}.${infer Tail}` ? `${Head}_${Underscored<Tail>}` : S;

/** An action's key under `staff.accessLog.actions`: next-intl reads a dot in a key as nesting. */
export const actionMessageKey = <A extends AccessAction>(action: A) => action.replaceAll(".", "_") as Underscored<A>;
