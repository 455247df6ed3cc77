import { consentFormNames, consentForms, consentNoticeTexts, consentPolicySection } from "./consent-notice";
import {
  activeCampaign,
  analyticsTransfer,
  calendlyLlc,
  contractRecipients,
  contractTransfers,
  entrusted,
  google,
} from "./transfers";
import { privacyRequestPage, type LegalDocument, type LegalFacts } from "./types";

/**
 * The privacy policy of the English pages: the same items as the Korean one (content/legal/privacy.ko.ts,
 * the section ids of content/legal/privacy-items.ts), with what US visitors expect besides (no sale of
 * personal information, Do Not Track).
 */
export function privacyEn(facts: LegalFacts): LegalDocument {
  const notice = consentNoticeTexts(facts).en;
  const names = consentFormNames.en;
  const { privacyOfficer: officer, processors, usesCalendly: calendly } = facts;
  const officerContact = `our privacy officer (${facts.reachVia(officer.email, "en", { link: true })}, phone ${officer.phone})`;
  const requestVia = privacyRequestPage
    ? `through our [privacy request form](${privacyRequestPage}) or by contacting ${officerContact}`
    : `by e-mail, phone or letter to ${officerContact}`;

  return {
    title: "Privacy Policy",
    lastUpdated: "11/30/2026",
    intro: [
      {
        kind: "p",
        text: `${facts.seller.name} (“we,” “us”) publishes this Privacy Policy, as article 30 of Korea’s Personal Information Protection Act (PIPA) requires, to explain how we handle personal information and how we deal promptly with any concern about it. It applies to our websites, the ${facts.productName} App, ${facts.productName} Modular, our AI consulting services and our Feasibility Report Service.`,
      },
    ],
    sections: [
      {
        id: "purposes",
        title: "Why We Process Personal Information",
        blocks: [
          {
            kind: "p",
            text: "We process personal information only for the purposes below. If a purpose changes, we take the steps the law requires, such as asking for your separate consent (PIPA art. 18).",
          },
          {
            kind: "ul",
            items: [
              `${names.contact}: to read and answer your inquiry`,
              `${names.signup} and ${names.lead}: to set up a free trial, arrange demos and consultations, and tell you about the product you asked about`,
              `${names.callback}: to call you about a demo at the time you chose`,
              `${names.report}: to confirm your request, arrange payment, prepare and deliver the report, and handle withdrawals, refunds and corrections`,
              `${names.newsletter}: ${notice.newsletter.purpose}`,
              `${names.privacyRequest}: ${notice.privacyRequest.purpose}`,
              `Marketing consent: ${notice.marketing.purpose}`,
              "All forms: to improve our services by analysing how visitors find us, and to keep out spam and abuse",
              `Job applications (an inquiry sent through the ${names.contact} form with the purpose “Careers”, as the postings ask, and the documents you then e-mail to the address we give): to assess applicants and tell them the outcome`,
              "Visits to the website: to remember your language and to count visits",
            ],
          },
          {
            kind: "p",
            text: "We make no decision with significant effects on you by automated means alone.",
          },
        ],
      },
      {
        id: "items",
        title: "Personal Information We Process",
        blocks: [
          {
            kind: "p",
            text: "Each form collects the following directly from you. Fields a form marks as optional, and attached files, may be left out.",
          },
          { kind: "ul", items: consentForms.map((form) => `${names[form]}: ${notice.collected[form]}`) },
          {
            kind: "ul",
            items: [
              `${notice.collectedAutomatically}, whether you agreed, the version of the notice and the time you agreed`,
              `Marketing consent (optional): ${notice.marketing.collected}`,
              `Job applications: what you enter in the ${names.contact} form (${notice.collected.contact}), and what the resume, cover letter and portfolio you then e-mail contain`,
              "Visits to the website: your language and a visit-counting identifier stored in cookies, IP address, browser and device information, pages visited and the time of the visit",
              ...(calendly
                ? ["Demo bookings (scheduling widget): name, e-mail address, the time booked and any notes you add"]
                : []),
            ],
          },
          {
            kind: "p",
            text: "We do not collect resident registration numbers or other unique identifiers, or sensitive information. The website takes no payments. A feasibility report is paid by bank transfer to the account our confirmation e-mail gives; we receive only the payer’s name, the amount and what a tax invoice needs. We receive no card numbers or other payment details, and we entrust no personal information to a payment processor.",
          },
        ],
      },
      consentPolicySection(facts, "en"),
      {
        id: "retention",
        title: "How Long We Keep It",
        blocks: [
          {
            kind: "p",
            text: "We keep personal information only for the period you agreed to or the law sets:",
          },
          {
            kind: "ul",
            items: [
              `What the ${consentForms
                .filter((form) => form !== "newsletter" && form !== "privacyRequest")
                .map((form) => names[form])
                .join(
                  ", ",
                )} forms collect, attached files, what is collected automatically and consent records: three years from our last contact (job applications 180 days, as below)`,
              `${names.newsletter}: your e-mail address until you unsubscribe or withdraw your agreement`,
              `${names.privacyRequest}: ${notice.privacyRequest.retention}`,
              "Marketing consent: your name and e-mail address until you withdraw your agreement",
              "Records of feasibility report contracts and withdrawals, of payments and of delivery: five years (Korea’s Act on Consumer Protection in Electronic Commerce, art. 6)",
              "Records of consumer complaints and disputes: three years (the same Act)",
              "Books and evidence of transactions such as tax invoices: five years (Framework Act on National Taxes, art. 85-3)",
              `Job applications (a ${names.contact} form sent with the purpose “Careers”, and the documents e-mailed with it): 180 days from our last contact, or at once if the applicant asks`,
              "Visit-counting cookies: as listed under “Cookies and How to Refuse Them”",
            ],
          },
        ],
      },
      {
        id: "destruction",
        title: "How We Destroy It",
        blocks: [
          {
            kind: "p",
            text: "Procedure: once its retention period ends or its purpose is achieved, personal information is destroyed within five days, after our privacy officer confirms it. Information another law requires us to keep is moved to a database or storage kept apart from other personal information, kept for the period that law sets, and used for nothing else.",
          },
          {
            kind: "p",
            text: "Method: database records and uploaded files are deleted so that they cannot be recovered, and copies in backups are deleted when their backup cycle ends. Printed personal information is shredded or incinerated.",
          },
        ],
      },
      {
        id: "third-party",
        title: "Provision to Third Parties",
        blocks: [
          {
            kind: "p",
            text: "We do not provide your personal information to third parties, and we do not sell it or share it for cross-context behavioral advertising. The only exceptions are those PIPA articles 17 and 18 allow, such as your separate consent or a specific provision of law, and even then we provide only what is necessary.",
          },
        ],
      },
      {
        id: "processors",
        title: "Processors We Entrust Personal Information To",
        blocks: [
          { kind: "p", text: "To provide our services, we entrust the following tasks to these processors:" },
          {
            kind: "ul",
            items: [
              entrusted(
                processors.hosting,
                "running the servers that hold the website, its database and uploaded files (hosting)",
                "en",
              ),
              entrusted(
                processors.mail,
                "delivering the website’s notifications, our replies and the newsletter by e-mail",
                "en",
              ),
              entrusted(
                activeCampaign,
                "managing the customer records the product and trial request forms collect (CRM)",
                "en",
              ),
              entrusted(google, "counting visits with Google Tag Manager and Google Analytics", "en"),
              ...(calendly ? [entrusted(calendlyLlc, "managing demo bookings", "en")] : []),
            ],
          },
          {
            kind: "p",
            text: "Our contracts with processors set out in writing what PIPA article 26 requires: no processing beyond the task, security measures, limits on sub-processing, our supervision and liability for damage. We supervise how they handle the information, and we update this list without delay when a task or processor changes.",
          },
        ],
      },
      {
        id: "overseas",
        title: "Transfers Abroad",
        blocks: [
          {
            kind: "p",
            text: "To conclude and perform our contract with you (answering your inquiry, providing the trial, demo or report you asked for), we have personal information processed and stored abroad as follows, and we disclose it in this Policy as PIPA article 28-8(1)(iii)(a) provides:",
          },
          { kind: "ul", items: contractTransfers(facts, "en", notice.collected.lead, names.lead) },
          {
            kind: "p",
            text: `How to refuse, and what follows: if you do not want your information sent to the recipients above (${contractRecipients(facts).join(", ")}), call ${officerContact} instead of using the forms, and we delete what was already sent when you ask; your inquiry or request is handled all the same, and we answer by phone.`,
          },
          {
            kind: "p",
            text: "Separately, to count visits, your browser sends visit data abroad as follows, and only if you agree. On your first visit a visit statistics notice at the bottom of the screen asks for this consent apart from any other (PIPA art. 28-8(1)(i)); nothing is sent before you choose “Accept”, or after you choose “Decline”.",
          },
          { kind: "ul", items: [analyticsTransfer("en")] },
          {
            kind: "p",
            text: "How to refuse the transfer to Google, and what follows: choose “Decline” in the notice and nothing is sent. Having agreed, you can withdraw at any time by choosing “Decline” under “Cookie settings” at the bottom of every page; nothing is sent after that. Installing the Google Analytics opt-out browser add-on (https://tools.google.com/dlpage/gaoptout) also stops the sending. Declining or withdrawing changes nothing else: the website works as before.",
          },
        ],
      },
      {
        id: "rights",
        title: "Your Rights and How to Exercise Them",
        blocks: [
          { kind: "p", text: "You may at any time ask us:" },
          {
            kind: "ul",
            items: [
              "to let you see your personal information (PIPA art. 35);",
              "to correct or delete it (art. 36);",
              "to stop processing it, or withdraw your consent (art. 37).",
            ],
          },
          {
            kind: "p",
            text: `Make your request ${requestVia}. Once we have confirmed your identity, we act on it within 10 days and tell you the result. You can also unsubscribe from the newsletter and marketing e-mails with the link in every e-mail. A legal representative or someone you authorise may ask for you, with a power of attorney. Depending on where you live (for example California), you may also have the right to receive your information in a portable format, and you will not be treated differently for exercising any of these rights.`,
          },
          {
            kind: "p",
            text: "Access and restriction may be limited where a law specifically provides so or where they could harm another person’s life or body, and information another law requires us to keep cannot be deleted. If we refuse a request, we tell you why and how to object. Please give us accurate information about yourself and never use another person’s.",
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies and How to Refuse Them",
        blocks: [
          {
            kind: "p",
            text: "Cookies are small text files a website stores in your browser. Our website uses these:",
          },
          {
            kind: "ul",
            items: [
              "Language (NEXT_LOCALE): remembers the language you chose. Kept for 1 year",
              "Visitor ID (Google Analytics _ga): a random identifier that tells browsers apart so that repeat visits can be counted. Kept for about 2 years",
              "Visit state (Google Analytics cookies starting _ga_): keeps the state of a visit (session) so that the pages you view in it count as one. Kept for about 2 years",
              "Visit statistics choice (analytics_consent): remembers your answer in the visit statistics notice (Accept or Decline) and its date. Kept for 6 months",
            ],
          },
          {
            kind: "p",
            text: "We do not collect behavioural information for targeted advertising, and we use no cookies for third-party advertising.",
          },
          {
            kind: "p",
            text: "Consent notice and do-not-track signals: where the website’s tag manager is set up, a visit statistics notice appears at the bottom of the screen on your first visit. It says what is sent to Google, when and how, how to reach Google, why and for how long, and offers “Accept” and “Decline” as two buttons of the same look, with neither chosen in advance. Until you choose “Accept” the website does not load the tag manager, so the visit-counting cookies (_ga and those starting _ga_) are not stored and no visit data is sent; after “Decline” it does not load it. Your answer is kept in the analytics_consent cookie for 6 months, after which the notice asks again. “Cookie settings” at the bottom of every page opens the notice again, so you can change your answer at any time. Once you withdraw, the tag manager is no longer loaded and the website deletes Google’s visit-counting cookies; any that remain can be deleted in your browser as described below. The website does not act on your browser’s Do Not Track or Global Privacy Control signals: turning them on changes neither the cookies stored nor the visit data sent.",
          },
          {
            kind: "p",
            text: "How to refuse: the visit-counting cookies are first-party cookies, stored under this website’s own address, so blocking third-party cookies does not stop them. To block or delete this website’s cookies, use these menus:",
          },
          {
            kind: "ul",
            items: [
              "Chrome (computer): Settings > Privacy and security > Site settings > Additional content settings > On-device site data, then add this website’s address under “Not allowed to save data on your device”. Delete stored cookies from the site information icon left of the address bar > Cookies and site data > Manage on-device site data. Chrome on Android: More > Settings > Privacy and security > Delete browsing data > Cookies and site data",
              "Edge: Settings > Cookies and site permissions > Manage and delete cookies and site data > Block > Add, then enter this website’s address. Delete stored cookies under “See all cookies and site data” on the same page.",
              "Safari (Mac): Safari > Settings > Privacy, turn on “Block all cookies” (Safari has no per-site block), or remove this website under “Manage Website Data”. iPhone and iPad: Settings > Apps > Safari > Advanced, turn on “Block All Cookies”, or remove this website under Advanced > Website Data.",
              "Firefox: Settings > Privacy & Security > Cookies and Site Data > Manage Exceptions, enter this website’s address and choose “Block”. Delete stored cookies under “Manage Data” in the same place.",
              "Samsung Internet: Menu > Settings > Privacy and security, turn off “Accept cookies” (this applies to every site). Delete stored cookies under Delete browsing data > Cookies and site data on the same screen.",
            ],
          },
          {
            kind: "p",
            text: "The website works with cookies blocked or deleted, but it will not remember your language or your answer to the visit statistics notice, which then asks again. If you choose “Accept” with cookies blocked, no visitor ID is stored, so repeat visits are not recognised, but your browser may still send visit data (IP address, browser information, the page) to Google for that page. To stop that, choose “Decline”, or install the Google Analytics opt-out browser add-on named under “Transfers Abroad” (https://tools.google.com/dlpage/gaoptout); it exists for computer browsers such as Chrome, Edge, Firefox and Safari, not for phone browsers.",
          },
        ],
      },
      {
        id: "security",
        title: "How We Keep It Secure",
        blocks: [
          {
            kind: "p",
            text: "As PIPA article 29 requires, we take these administrative, technical and physical measures:",
          },
          {
            kind: "ul",
            items: [
              "Access rights: every staff member has a personal account with only the role their work needs (admin, marketing or editor); accounts are disabled or changed without delay when someone leaves or changes role, and a disabled account is signed out everywhere at once.",
              "Access control: only signed-in staff can open the pages that show personal information, and admins must use two-factor sign-in (an authenticator app). Five wrong passwords from one address within 15 minutes block sign-in.",
              "Encryption: all traffic uses encrypted connections (HTTPS). Staff passwords are stored only as one-way hashes (scrypt), sign-in tokens only as hashes, and two-factor secrets encrypted.",
              "Access records: staff sign-ins, views of personal information, downloads, exports and changes are logged and kept for at least two years; no one can change or delete the log.",
              "Uploaded files: files attached to a report request are stored outside public reach and only signed-in staff can download them.",
              "Protection of the website: a Content Security Policy blocks scripts we have not allowed, and form submissions and uploads are limited in rate and size.",
              "Physical measures: the servers are in our hosting provider’s access-controlled data centres.",
              "Staff: as few people as possible handle personal information, and they are trained regularly.",
            ],
          },
        ],
      },
      {
        id: "children",
        title: "Children",
        blocks: [
          {
            kind: "p",
            text: "Our services are for business professionals. We do not collect personal information of children under 14 (under 13 in the United States, as COPPA defines children), and we delete it without delay if we learn we have.",
          },
        ],
      },
      {
        id: "officer",
        title: "Privacy Officer",
        blocks: [
          {
            kind: "p",
            text: "Our privacy officer is responsible for how we handle personal information and for answering complaints and remedying harm. Send requests to exercise your rights, and any question about your personal information, to:",
          },
          {
            kind: "ul",
            items: [
              `Name: ${officer.name}`,
              `Title: ${officer.title}`,
              ...(officer.department ? [`Department: ${officer.department}`] : []),
              `Phone: ${officer.phone}`,
              facts.contactLine(officer.email, "en"),
            ],
          },
        ],
      },
      {
        id: "remedies",
        title: "Where to Seek Remedies",
        blocks: [
          {
            kind: "p",
            text: "To seek a remedy for an infringement of your personal information, you can apply for mediation, get advice or report it to these Korean bodies:",
          },
          {
            kind: "ul",
            items: [
              "Personal Information Dispute Mediation Committee: 1833-6972, www.kopico.go.kr",
              "Personal Information Infringement Report Center (Korea Internet & Security Agency): 118, privacy.kisa.or.kr",
              "Supreme Prosecutors’ Office: 1301, www.spo.go.kr",
              "Korean National Police Agency: 182, ecrm.police.go.kr",
            ],
          },
        ],
      },
      {
        id: "changes",
        title: "Changes to This Policy",
        blocks: [
          {
            kind: "p",
            text: "This Policy applies from November 30, 2026. We announce changes on the website 7 days before they take effect, and 30 days before for important ones, such as new items or purposes. Earlier versions stay available:",
          },
          {
            kind: "ul",
            items: [
              "11/30/2026: this Policy, set out item by item as Korea’s Personal Information Protection Act asks (purposes, retention, destruction, processors, transfers abroad, privacy officer, remedies)",
              "11/25/2026: added the consent items of the website’s forms, [view this version](/privacy-policy/2026-11-25)",
              "11/16/2023: a revision (the 11/25/2026 version is the same with the forms’ consent items added), [view this version](/privacy-policy/2023-11-16)",
              `11/29/2021: the first Policy, [view this version](/${facts.oldPrivacyToken})`,
            ],
          },
        ],
      },
    ],
  };
}
