/** A contact-form submit as the browser posts it to /api/main/email: the lead the API tests send. */
export const contactSubmit = {
  tag: "Contact",
  company: "Acme Builders",
  name: "Jane Doe",
  email: "jane@acme.test",
  purpose: "billing",
  message: "Please call me back.",
  privacyConsent: true,
};
