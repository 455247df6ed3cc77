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

/** The Modular form's fields as its submit posts them to /api/leads (beside `form: "Modular"`), from an expo visit. */
export const modularSubmit = {
  firstName: "Mo",
  lastName: "Du",
  email: "mo@modco.test",
  company: "ModCo",
  jobTitle: "architect",
  message: "Modules please",
  interest: "MODULAR",
  utm_source: "expo",
  utm_medium: "booth",
  privacyConsent: true,
};

/** A demo call-back request as the header's popup posts it to /api/main/email. */
export const callbackSubmit = {
  tag: "Demo Call-back",
  name: "Min Park",
  email: "min@event.test",
  company: "Event Co",
  phone: "010-1234-5678",
  preferredTime: "morning",
  timeZone: "Asia/Seoul",
  trigger: "header",
  privacyConsent: true,
};

/** A Korean demo call-back request with both consents, from a newsletter's link. */
export const koreanCallbackSubmit = {
  tag: "Demo Call-back",
  name: "이서연",
  email: "seoyeon@hanbit.test",
  company: "한빛건설",
  phone: "010-1234-5678",
  preferredTime: "afternoon",
  timeZone: "Asia/Seoul",
  privacyConsent: true,
  marketingConsent: true,
  utm_source: "newsletter",
  utm_campaign: "winter",
  referrer: "https://search.example/",
};

/** An AI consulting lead as its form posts it to /api/leads (beside `form: "AIConsulting"`). */
export const aiLeadSubmit = {
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@lee.test",
  company: "Lee Development",
  jobTitle: "developer",
  message: "A 2-acre site in Austin.",
  privacyConsent: true,
};
