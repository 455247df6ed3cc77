import { consentPolicySection } from "./consent-notice";
import type { LegalDocument, LegalFacts } from "./types";

export const privacy2026En = (facts: LegalFacts): LegalDocument => ({
  title: "Privacy Policy",
  lastUpdated: "11/25/2026",
  intro: [
    {
      kind: "p",
      text: `This Privacy Policy explains how ${facts.companyName} (“${facts.companyName},” “we,” “us” or “our”) collects, uses, shares and protects personal information when you visit our websites, book a demo, send us a request, or use the ${facts.productName} App, ${facts.productName} Modular, our real-estate development map, our AI consulting services or our Feasibility Report Service (together, the “Services”).`,
    },
    {
      kind: "p",
      text: "This version replaces our previous Privacy Policy, last updated 11/29/2021. Your use of the Services is also governed by our Terms and Conditions. By using the Services, you acknowledge the practices described in this Policy.",
    },
  ],
  sections: [
    {
      id: "collection",
      title: "Information We Collect",
      blocks: [
        {
          kind: "p",
          text: "We collect the following categories of personal information:",
        },
        {
          kind: "ul",
          items: [
            "Contact and profile information: your e-mail address, first and last name, company name, job title and phone number, which you give us when you book a demo, fill in a contact, sign-up or request form, start a free trial or create an account.",
            "Project information: site address, lot size, intended use, unit mix, parking requirements and other project details, and the files you upload, such as drawings, documents, spreadsheets and images.",
            "Payment information: billing name and address and payment card or bank details. Card details are collected and processed directly by our payment processor; we receive only limited information, such as the card type, the last four digits, the expiry date and the transaction record.",
            "Usage information: pages viewed, links clicked, features used, the referring page and campaign parameters (such as utm_source and utm_medium), the date and time of visits, IP address, browser and device type, operating system, and approximate location derived from the IP address.",
            "Communications and applications: the content of the messages you send us and, if you apply for a job, your resume, cover letter and work samples.",
          ],
        },
        {
          kind: "p",
          text: "We collect this information directly from you, automatically through cookies and similar technologies, from service providers that act for us (for example, when you book a demo through our scheduling widget), and from public sources such as parcel and zoning records related to your project.",
        },
      ],
    },
    consentPolicySection(facts, "en"),
    {
      id: "use",
      title: "How We Use Information",
      blocks: [
        {
          kind: "p",
          text: "We use personal information to:",
        },
        {
          kind: "ul",
          items: [
            "provide, operate and maintain the Services, including generating designs, pro formas and feasibility reports;",
            "respond to your inquiries and requests, schedule demos and set up free trials;",
            "process payments and send invoices, receipts and service-related messages;",
            "send product updates, newsletters and marketing e-mails, which you can unsubscribe from at any time;",
            "understand how the Services are used and improve them, including by developing our models with aggregated and de-identified data;",
            "protect the security of the Services and prevent fraud and misuse;",
            "comply with legal obligations and enforce our Terms and Conditions; and",
            "review job applications.",
          ],
        },
        {
          kind: "p",
          text: "We do not use the content of your uploaded project files to train models that serve other customers unless you agree to it.",
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and Similar Technologies",
      blocks: [
        {
          kind: "p",
          text: "Cookies are small text files that a website stores in your browser. Our websites use a small number of analytics cookies to understand how visitors find and use our pages:",
        },
        {
          kind: "ul",
          items: [
            "Visitor identifier: a randomly generated identifier that distinguishes one browser from another so that we can count returning visits. Lifetime: about 2 years.",
            "Daily session: groups the pages you view on one day into a single visit. Lifetime: 1 day.",
            "Rate limiting: limits how often analytics requests are sent, to keep our pages fast. Lifetime: 1 minute.",
          ],
        },
        {
          kind: "p",
          text: "When you open the demo-booking window, the scheduling widget provider may set its own cookies, which are governed by its own privacy policy. We do not use cookies for third-party advertising.",
        },
        {
          kind: "p",
          text: "You can block or delete cookies in your browser settings. The Services will continue to work, but we will not be able to measure their use. Because there is no common industry standard for “Do Not Track” signals, we do not currently respond to them.",
        },
      ],
    },
    {
      id: "sharing",
      title: "How We Share Information",
      blocks: [
        {
          kind: "p",
          text: "We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We share personal information only as follows:",
        },
        {
          kind: "ul",
          items: [
            "Service providers (processors) that act on our instructions under contracts requiring them to protect the information and use it only to provide services to us: an e-mail delivery provider that sends our transactional and marketing e-mails, a scheduling widget provider that handles demo bookings, a web analytics provider that measures site usage, a payment processor, and cloud hosting and storage providers.",
            "Professional advisers, such as lawyers, accountants and auditors, who are bound by duties of confidentiality.",
            "Your project partners, such as lenders, investors or consultants, when you ask us to share deliverables with them.",
            "Authorities and other parties when required by law, subpoena or court order, or when needed to protect the rights, property or safety of our users, the public or us.",
            "A buyer or successor in connection with a merger, acquisition, financing or sale of assets, who will remain bound by this Policy.",
            "Anyone else with your consent.",
          ],
        },
      ],
    },
    {
      id: "project-files",
      title: "Uploaded Project Files",
      blocks: [
        {
          kind: "p",
          text: "Files you upload with a consulting or report request, or in the web app, are transmitted over encrypted connections and stored in encrypted form with our cloud storage provider. Only the employees and contractors working on your project can access them, and only to provide the Services.",
        },
        {
          kind: "p",
          text: "We keep uploaded project files for as long as your project or subscription is active and for 12 months after we deliver the final deliverable or your subscription ends, so that we can answer follow-up questions and make revisions. After that, we delete them or make them anonymous. Copies in our backups are removed in the normal backup cycle.",
        },
        {
          kind: "p",
          text: "You can ask us to delete your files sooner at any time. We will do so within 30 days of your request, unless we must keep them to meet a legal obligation or to resolve a dispute.",
        },
      ],
    },
    {
      id: "retention",
      title: "Data Retention",
      blocks: [
        {
          kind: "p",
          text: "We keep personal information only for as long as needed for the purposes described in this Policy, unless the law requires or permits a longer period. In general:",
        },
        {
          kind: "ul",
          items: [
            "demo, contact and request form submissions: up to 3 years after our last interaction with you, unless you become a customer;",
            "account information: for as long as your account is open and up to 12 months after it is closed;",
            "payment and transaction records: for as long as tax and accounting laws require, generally 7 years;",
            "analytics data: up to 14 months; and",
            "job applications: up to 2 years, unless you ask us to delete them sooner.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Data Security",
      blocks: [
        {
          kind: "p",
          text: "We use administrative, technical and physical safeguards designed to protect personal information, including encryption in transit and at rest, access controls based on the least privilege needed, logging and monitoring, and review of our service providers. No method of transmission or storage is completely secure, however, and we cannot guarantee absolute security. If a security incident affects your personal information, we will notify you and the authorities as required by law.",
        },
      ],
    },
    {
      id: "rights",
      title: "Your Rights and Choices",
      blocks: [
        {
          kind: "p",
          text: "Depending on where you live, including California, the Republic of Korea and the European Economic Area, you may have the right to:",
        },
        {
          kind: "ul",
          items: [
            "know what personal information we hold about you and receive a copy of it;",
            "correct inaccurate personal information;",
            "delete your personal information;",
            "receive your personal information in a portable format;",
            "object to or restrict certain processing, and withdraw consent you have given;",
            "opt out of marketing e-mails, using the unsubscribe link in any marketing e-mail; and",
            "not be discriminated against for exercising these rights.",
          ],
        },
        {
          kind: "p",
          text: `To make a request, contact us via ${facts.reachVia(facts.supportEmail, "en", { link: true })} with the subject “Privacy Request.” We will verify your identity by matching the information you give us with the information we hold, and we will respond within 45 days, or within any shorter period the law requires. An authorized agent may make a request on your behalf with your written permission. If we decline your request, you may appeal by replying to our decision, and you may also complain to your local data protection authority.`,
        },
      ],
    },
    {
      id: "children",
      title: "Children’s Privacy",
      blocks: [
        {
          kind: "p",
          text: "The Services are intended for business professionals and are not directed to children. We do not knowingly collect personal information from children under 13, and our Terms and Conditions require users to be at least 18 years old.",
        },
        {
          kind: "p",
          text: `If you believe that a child under 13 has given us personal information, please contact us via ${facts.reachVia(facts.supportEmail, "en", { link: true })} and we will delete it.`,
        },
      ],
    },
    {
      id: "transfers",
      title: "International Data Transfers",
      blocks: [
        {
          kind: "p",
          text: "We operate in the United States and the Republic of Korea, and our service providers may process personal information in other countries. When we transfer personal information across borders, we take the steps that applicable law requires, such as contractual safeguards. Where Korean law requires it, we disclose the items transferred, the destination country, the recipient, the purpose and the retention period, or we ask for your consent.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        {
          kind: "p",
          text: "We may update this Policy from time to time. When we do, we will change the “Last updated” date at the top of this page and, for material changes, notify you by e-mail or by a notice on our websites before the changes take effect. Previous versions of this Policy remain available on our websites.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        {
          kind: "p",
          text: "If you have any questions about this Policy or our privacy practices, or want to exercise your rights, please contact us:",
        },
        {
          kind: "ul",
          items: [facts.companyName, facts.contactLine(facts.supportEmail, "en")],
        },
      ],
    },
  ],
});
