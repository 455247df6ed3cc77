/** Labels of the fields in the team's e-mails (English: the team reads English). */
const labels: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  first_name: "First name",
  last_name: "Last name",
  name: "Name",
  email: "E-mail",
  company: "Company",
  jobTitle: "Job title",
  message: "Message",
  interest: "Interest",
  address: "Address",
  lotSize: "Lot size",
  projectDetail: "Project detail",
  purpose: "Purpose",
  phone: "Phone",
  city: "City",
  state: "State",
  website: "Website",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
};

/** "Label: value" lines for every non-empty field, in the order given. */
export function formatFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${labels[key] ?? key}: ${value}`)
    .join("\n");
}

export function leadSubject(tag: string, who: string): string {
  return `[${tag}] New submission from ${who}`;
}
