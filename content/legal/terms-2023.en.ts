import type { LegalDocument, LegalFacts } from "./types";

/** The US site's terms, shown on the English pages until 11/30/2026: kept for those who agreed to them. */
export const terms2023En = (facts: LegalFacts): LegalDocument => ({
  title: "Terms and Conditions",
  lastUpdated: "11/16/2023",
  intro: [
    {
      kind: "p",
      text: `Welcome to ${facts.companyName}. These Terms and Conditions (the “Terms”) are a binding agreement between you and ${facts.companyName} (“${facts.companyName},” “we,” “us” or “our”). They govern your access to and use of our websites, the ${facts.productName} App, ${facts.productName} Modular, our real-estate development map, our AI consulting services and our paid Feasibility Report Service (together, the “Services”).`,
    },
    {
      kind: "p",
      text: "Please read these Terms carefully. They include an agreement to try to resolve disputes informally and then by binding individual arbitration, a waiver of class actions, a one-year time limit for bringing claims, and limits on our liability.",
    },
  ],
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of Terms",
      blocks: [
        {
          kind: "p",
          text: "By accessing or using any of the Services, creating an account, booking a demo, submitting a request form or ordering a report, you agree to these Terms and to our Privacy Policy, which is incorporated into these Terms by reference. If you do not agree, do not use the Services.",
        },
        {
          kind: "p",
          text: "If you use the Services on behalf of a company or other organization, you represent that you are authorized to bind that organization to these Terms, and “you” refers to that organization. Any order form, statement of work, quote or written request confirmation that you and we agree on (an “Order”) forms part of these Terms. If an Order conflicts with these Terms, the Order controls for that engagement only.",
        },
      ],
    },
    {
      id: "eligibility",
      title: "Eligibility",
      blocks: [
        {
          kind: "p",
          text: "You must be at least 18 years old, and of legal age to form a binding contract where you live, to use the Services. The Services are intended for business and professional use by real estate developers, owners, investors, architects, brokers, manufacturers, consultants and similar professionals, and not for personal, family or household purposes.",
        },
        {
          kind: "p",
          text: "By using the Services, you represent that you meet these requirements and that you are not prohibited from receiving the Services under the laws of the United States or any other applicable jurisdiction.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to These Terms",
      blocks: [
        {
          kind: "p",
          text: "We may update these Terms from time to time. When we do, we will revise the “Last updated” date at the top of this page. For material changes, we will give reasonable advance notice, for example by e-mail to account holders or by a notice within the Services. Changes do not apply retroactively and do not affect any dispute of which we had notice before the change.",
        },
        {
          kind: "p",
          text: "Your continued use of the Services after the changes take effect means that you accept the revised Terms. If you do not agree to the changes, you must stop using the Services and may cancel any subscription as described in “Subscriptions and Renewal.”",
        },
      ],
    },
    {
      id: "services",
      title: "Our Services",
      blocks: [
        {
          kind: "p",
          text: "We provide AI-based feasibility and building-design software and services for real estate development, including:",
        },
        {
          kind: "ul",
          items: [
            `the ${facts.productName} App, a web application that generates building and site plans from a few inputs, optimizes designs, lets you edit them manually, calculates a pro forma and exports PDF reports, Excel data and CAD or Revit floor plans;`,
            `${facts.productName} Modular, which generates modular housing design options with financial analysis using your own module sizes, unit types and cores;`,
            "our real-estate development map, an external website that presents site and development information;",
            "AI consulting services, delivered project by project, that explore development possibilities to find the highest and best use of a site; and",
            "the Feasibility Report Service, a paid report prepared for a specific site, with optional add-ons such as zoning analysis and renderings.",
          ],
        },
        {
          kind: "p",
          text: "We continually improve the Services and may add, change or remove features at any time. If we remove a material feature of a paid subscription during its current term, we will tell you in advance where reasonably possible.",
        },
      ],
    },
    {
      id: "accounts",
      title: "Accounts",
      blocks: [
        {
          kind: "p",
          text: "You can browse our websites, book a demo and submit request forms without an account, but some features, including use of the web app, saved projects and exports, require an account. When you create an account, you must give accurate and complete information and keep it up to date.",
        },
        {
          kind: "p",
          text: "You are responsible for keeping your login credentials confidential and for all activity under your account. Accounts are for named individual users and may not be shared unless your plan includes multiple seats. Tell us immediately, using the details in “Contact Us,” if you suspect unauthorized access. We may suspend an account that we reasonably believe has been compromised.",
        },
      ],
    },
    {
      id: "trials",
      title: "Demos and Free Trials",
      blocks: [
        {
          kind: "p",
          text: "We may offer demos, free trials or pilot access for a limited period stated when you sign up. Trials are provided “as is,” without any warranty, support commitment or liability, and may be changed or ended by us at any time. We will not charge you for a free trial unless you have agreed to continue with a paid subscription.",
        },
        {
          kind: "p",
          text: "If you do not subscribe before the trial ends, your access ends and the projects you created during the trial may be deleted.",
        },
      ],
    },
    {
      id: "subscriptions",
      title: "Subscriptions and Renewal",
      blocks: [
        {
          kind: "p",
          text: "Paid subscriptions are billed in advance for the subscription term shown in your Order or at checkout, such as monthly or annually. Unless an Order says otherwise, each subscription renews automatically for another term of the same length at the then-current price.",
        },
        {
          kind: "p",
          text: "To stop a subscription from renewing, you must cancel it at least 30 days before the end of the current term, in your account settings where available or by e-mail to us. Cancellation takes effect at the end of the current term; you keep access until then, and no refund is given for the remainder of the term. We will tell you about any price change before the cancellation deadline for the renewal to which it applies.",
        },
      ],
    },
    {
      id: "fees",
      title: "Fees and Payment",
      blocks: [
        {
          kind: "p",
          text: "You agree to pay all fees for the Services you order, as stated in the applicable Order, price list or checkout page. All fees are quoted and payable in US dollars. Except where these Terms or an Order expressly say otherwise, or where applicable law requires a refund, all fees are non-refundable, including fees for partially used subscription terms, unused features and reports on which work has begun.",
        },
        {
          kind: "p",
          text: "Card payments are processed by our third-party payment processor; we do not store full card numbers. You authorize us and our processor to charge your payment method for all fees when due, including renewals. Invoiced fees are due within 30 days of the invoice date unless an Order states otherwise.",
        },
        {
          kind: "p",
          text: "If any amount remains unpaid more than 30 days after its due date, we may charge a finance charge of 10% per year on the overdue amount, or the highest rate permitted by law if that is lower, from the due date until paid. We may also suspend the Services, after notice to you, until all overdue amounts are paid, and you will reimburse our reasonable costs of collection.",
        },
      ],
    },
    {
      id: "taxes",
      title: "Taxes",
      blocks: [
        {
          kind: "p",
          text: "Fees do not include taxes. You are responsible for all sales, use, value-added, withholding and similar taxes related to your purchases, except taxes based on our net income. Where we are required to collect taxes, we will add them to your invoice. If you are required by law to withhold any tax, you will increase your payment so that we receive the full amount invoiced.",
        },
      ],
    },
    {
      id: "reports",
      title: "Consulting Services and Feasibility Reports",
      blocks: [
        {
          kind: "p",
          text: "AI consulting engagements and feasibility reports are carried out project by project according to the scope, deliverables, price and schedule in the applicable Order. Deliverables typically include design solutions, CAD floor plans and Excel files with financial analysis. After you submit a report request, we will contact you to confirm the project details and arrange payment before work begins.",
        },
        {
          kind: "p",
          text: "Deliverables are based on the information you give us, on public data such as zoning and parcel records, and on assumptions about costs, rents, financing and market conditions. We do not independently verify the information you provide. Projected returns, costs, unit counts and other figures are estimates; actual results depend on entitlements, markets, construction and other factors outside our control.",
        },
        {
          kind: "p",
          text: "Once you have paid in full, you may use the deliverables for your internal business purposes and share them with your lenders, investors, consultants and government authorities in connection with the project concerned. We keep ownership of the software, methods, templates and know-how used to produce them.",
        },
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable Use",
      blocks: [
        {
          kind: "p",
          text: "You agree not to, and not to allow anyone else to:",
        },
        {
          kind: "ul",
          items: [
            "copy, modify, resell, rent, sublicense or otherwise make the Services available to third parties, except as these Terms allow;",
            "reverse engineer, decompile or attempt to derive the source code, models or algorithms of the Services, except to the extent the law expressly permits;",
            "scrape or use automated means to extract data, designs or outputs from the Services, or use them to train, build or benchmark a competing product;",
            "interfere with or disrupt the Services, get around security measures or usage limits, or test for vulnerabilities without our written permission;",
            "upload malicious code, or content that is unlawful, infringing or that you have no right to share; or",
            "use the Services in violation of any applicable law, including export control and sanctions laws.",
          ],
        },
      ],
    },
    {
      id: "content",
      title: "Your Content",
      blocks: [
        {
          kind: "p",
          text: "“Your Content” means the site information, drawings, documents, spreadsheets, module designs and other material that you upload to or enter into the Services. You keep all rights in Your Content. You grant us a non-exclusive, worldwide, royalty-free license to host, copy, process and display Your Content only as needed to provide, secure and support the Services and to perform your Orders.",
        },
        {
          kind: "p",
          text: "You represent that you have all rights needed to provide Your Content and that it does not violate any law or anyone else’s rights. We may use aggregated and de-identified data derived from the use of the Services, which does not identify you, your projects or any individual, to operate, analyze and improve the Services. Our Privacy Policy describes how we store uploaded files and for how long.",
        },
        {
          kind: "p",
          text: "You are responsible for keeping your own copies of Your Content and of the outputs you download.",
        },
      ],
    },
    {
      id: "ip",
      title: "Intellectual Property",
      blocks: [
        {
          kind: "p",
          text: `The Services, including the software, AI models, algorithms, designs, text, graphics, logos and videos, are owned by ${facts.companyName} or its licensors and are protected by intellectual property laws. Subject to these Terms and to payment of the applicable fees, we grant you a limited, non-exclusive, non-transferable, non-sublicensable and revocable right to access and use the Services for your internal business purposes during your subscription or engagement.`,
        },
        {
          kind: "p",
          text: "You may use the designs, plans, reports and data that the Services generate for you (“Outputs”) for your projects, subject to these Terms. Because the Services may generate similar outputs for other users, you do not acquire exclusive rights in generic layouts, massing or design patterns.",
        },
        {
          kind: "p",
          text: `${facts.companyName}, ${facts.productName} and the related logos are our trademarks and may not be used without our prior written permission. All rights not expressly granted in these Terms are reserved.`,
        },
      ],
    },
    {
      id: "feedback",
      title: "Feedback",
      blocks: [
        {
          kind: "p",
          text: "If you send us suggestions, ideas or other feedback about the Services, we may use them freely, without any obligation or compensation to you. Feedback does not include Your Content or your Confidential Information.",
        },
      ],
    },
    {
      id: "third-party",
      title: "Third-Party Services and Data",
      blocks: [
        {
          kind: "p",
          text: "The Services may link to or work with third-party websites and services, such as the scheduling tool used to book demos, map and parcel data sources, payment processing and the file formats of third-party design software. We do not control and are not responsible for third-party services, their content or their privacy practices, and your use of them is governed by their own terms.",
        },
        {
          kind: "p",
          text: "Public data, such as zoning codes, parcel records and market data, may be incomplete, inaccurate or out of date, and we do not guarantee it.",
        },
      ],
    },
    {
      id: "confidentiality",
      title: "Confidentiality",
      blocks: [
        {
          kind: "p",
          text: "Each party may receive non-public information from the other that is marked as confidential or that a reasonable person would understand to be confidential (“Confidential Information”). Your non-public project information and Your Content are your Confidential Information; our non-public product information, pricing and plans are ours.",
        },
        {
          kind: "p",
          text: "The receiving party will use Confidential Information only to perform under these Terms, will protect it with at least reasonable care, and will disclose it only to its employees, contractors and advisers who need to know it and are bound by similar obligations. These obligations do not apply to information that is or becomes public through no fault of the receiving party, was already known to it, is independently developed, or is lawfully received from a third party. A party may disclose Confidential Information when required by law, after giving the other party prompt notice where legally allowed.",
        },
      ],
    },
    {
      id: "privacy",
      title: "Privacy",
      blocks: [
        {
          kind: "p",
          text: "Our Privacy Policy explains how we collect, use, share and protect personal information when you use the Services. By using the Services, you acknowledge that we will process personal information as described in it.",
        },
      ],
    },
    {
      id: "no-advice",
      title: "No Professional Advice",
      blocks: [
        {
          kind: "p",
          text: "The Services are decision-support tools. Outputs and deliverables are preliminary and intended for feasibility and planning purposes only. They are not stamped architectural or engineering drawings, a zoning determination, an appraisal, or legal, tax, investment or financial advice.",
        },
        {
          kind: "p",
          text: "Before relying on any Output to acquire property, obtain financing, apply for permits or build, you must have it reviewed by appropriately licensed professionals and confirm the applicable requirements with the relevant authorities. You are solely responsible for your development and investment decisions.",
        },
      ],
    },
    {
      id: "warranties",
      title: "Disclaimer of Warranties",
      blocks: [
        {
          kind: "p",
          text: "TO THE FULLEST EXTENT PERMITTED BY LAW, THE SERVICES, OUTPUTS AND DELIVERABLES ARE PROVIDED “AS IS” AND “AS AVAILABLE,” AND WE DISCLAIM ALL WARRANTIES, WHETHER EXPRESS, IMPLIED OR STATUTORY, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, TITLE, NON-INFRINGEMENT AND ACCURACY.",
        },
        {
          kind: "p",
          text: "We do not warrant that the Services will be uninterrupted, error-free or secure, that any design will be approved by any authority, or that any projected return will be achieved.",
        },
        {
          kind: "p",
          text: "Where applicable law does not allow implied warranties to be excluded, any implied warranty that applies is limited in duration to 90 days from the date you first use the relevant Service or receive the relevant deliverable, and in scope to the minimum the law requires.",
        },
      ],
    },
    {
      id: "liability",
      title: "Limitation of Liability",
      blocks: [
        {
          kind: "p",
          text: "TO THE FULLEST EXTENT PERMITTED BY LAW, WE WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL, EXEMPLARY OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF PROFITS, REVENUE, DATA, BUSINESS OPPORTUNITY OR GOODWILL, ARISING OUT OF OR RELATING TO THESE TERMS OR THE SERVICES, EVEN IF WE HAVE BEEN ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.",
        },
        {
          kind: "p",
          text: "OUR TOTAL LIABILITY FOR ALL CLAIMS ARISING OUT OF OR RELATING TO THESE TERMS OR THE SERVICES WILL NOT EXCEED THE AMOUNT YOU PAID US FOR THE SERVICES IN THE 6 MONTHS BEFORE THE EVENT GIVING RISE TO THE LIABILITY.",
        },
        {
          kind: "p",
          text: "These limitations apply to every theory of liability, whether in contract, tort (including negligence) or otherwise, and even if a limited remedy fails of its essential purpose. Some jurisdictions do not allow certain limitations; in those jurisdictions, our liability is limited to the greatest extent the law permits. Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud or willful misconduct.",
        },
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      blocks: [
        {
          kind: "p",
          text: `You will defend, indemnify and hold harmless ${facts.companyName} and its officers, directors, employees and agents against any third-party claim, and the related losses, damages, liabilities, costs and reasonable attorneys’ fees, arising from (a) Your Content, (b) your use of the Services or Outputs, including any development, financing or construction decision based on them, or (c) your breach of these Terms or your violation of any law or third-party right.`,
        },
        {
          kind: "p",
          text: "We will notify you promptly of any such claim, let you control its defense and cooperate reasonably at your expense. You may not settle a claim in a way that imposes any obligation on us without our written consent.",
        },
      ],
    },
    {
      id: "termination",
      title: "Term and Termination",
      blocks: [
        {
          kind: "p",
          text: "These Terms apply from your first use of the Services until they are terminated. You may stop using the Services at any time and may cancel subscriptions as described in “Subscriptions and Renewal.” We may suspend or terminate your access if you materially breach these Terms, if you fail to pay fees when due after notice, or if the law requires it. We may also discontinue the Services with reasonable notice.",
        },
        {
          kind: "p",
          text: "When these Terms or a subscription ends, your right to use the affected Services ends and any unpaid fees become due immediately. For 30 days after a paid subscription ends, you may ask us to export your project data; after that, we may delete it as described in our Privacy Policy. Provisions that by their nature should survive termination, including those on fees owed, intellectual property, confidentiality, disclaimers, limitation of liability, indemnification, dispute resolution and the time limit for claims, will survive.",
        },
      ],
    },
    {
      id: "force-majeure",
      title: "Force Majeure",
      blocks: [
        {
          kind: "p",
          text: "Neither party is liable for any delay or failure to perform its obligations, other than payment obligations, caused by events beyond its reasonable control, such as natural disasters, epidemics, war, terrorism, civil unrest, government action, labor disputes not involving its own workforce, failures of utilities, internet or hosting providers, or cyberattacks despite reasonable safeguards.",
        },
        {
          kind: "p",
          text: "The affected party will notify the other party promptly and use reasonable efforts to resume performance. If the event continues for more than 10 days, the parties will consult in good faith on how to proceed, including adjusting schedules or the scope of any affected Order.",
        },
      ],
    },
    {
      id: "law",
      title: "Governing Law and Venue",
      blocks: [
        {
          kind: "p",
          text: "These Terms and any dispute arising out of or relating to them or the Services are governed by the laws of the State of California and applicable United States federal law, including the Federal Arbitration Act, without regard to conflict-of-laws rules. The United Nations Convention on Contracts for the International Sale of Goods does not apply.",
        },
        {
          kind: "p",
          text: "Subject to “Dispute Resolution and Arbitration,” the state and federal courts located in Los Angeles County, California, have exclusive jurisdiction over any dispute, and both parties consent to personal jurisdiction there.",
        },
      ],
    },
    {
      id: "disputes",
      title: "Dispute Resolution and Arbitration",
      blocks: [
        {
          kind: "p",
          text: "Informal resolution. Before starting arbitration or any other proceeding, you and we agree to try to resolve any dispute informally for at least 60 days. The party raising the dispute must send the other a written notice describing the claim and the relief sought; notices to us must be sent by e-mail to the address in “Contact Us.”",
        },
        {
          kind: "p",
          text: "Binding arbitration. If the dispute is not resolved within 60 days after the notice is received, either party may start binding arbitration administered by the American Arbitration Association under its Commercial Arbitration Rules. The arbitration will be held before a single arbitrator, in English, in Los Angeles, California, and the award may be entered in any court with jurisdiction. Either party may instead bring an individual claim in small claims court, or ask a court for temporary injunctive relief to protect its intellectual property or Confidential Information.",
        },
        {
          kind: "p",
          text: "Class action waiver. Claims may be brought only on an individual basis, and not as a plaintiff or class member in any class, consolidated or representative proceeding. If this waiver is found unenforceable for a claim, that claim will be decided by a court and not by an arbitrator.",
        },
      ],
    },
    {
      id: "time-limit",
      title: "Time Limit for Claims",
      blocks: [
        {
          kind: "p",
          text: "To the extent permitted by law, any claim or cause of action arising out of or relating to these Terms or the Services must be started within 1 year after it arises; otherwise it is permanently barred. The 1-year period is suspended during the 60-day informal resolution period described in “Dispute Resolution and Arbitration.”",
        },
      ],
    },
    {
      id: "miscellaneous",
      title: "Miscellaneous",
      blocks: [
        {
          kind: "ul",
          items: [
            "Entire agreement. These Terms, together with our Privacy Policy and any Order, are the entire agreement between you and us about the Services and replace any prior agreements on the same subject.",
            "Assignment. You may not assign or transfer these Terms without our prior written consent. We may assign them in connection with a merger, acquisition or sale of all or substantially all of our assets.",
            "Severability and waiver. If any provision is found unenforceable, it will be enforced to the maximum extent possible and the rest of these Terms will remain in effect. Our failure to enforce a provision is not a waiver of our right to do so later.",
            "Relationship. The parties are independent contractors. These Terms do not create a partnership, joint venture, agency or employment relationship.",
            "Notices. We may send notices to the e-mail address associated with your account or Order. Notices to us must be sent to the e-mail address in “Contact Us.”",
            "Language. These Terms are written in English and may be translated. If a translation conflicts with the English version, the English version controls.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        {
          kind: "p",
          text: "If you have any questions about these Terms or need to send us a notice, please contact us:",
        },
        {
          kind: "ul",
          items: [facts.companyName, facts.contactLine(facts.supportEmail, "en")],
        },
        {
          kind: "p",
          text: "We aim to reply within 2 business days.",
        },
      ],
    },
  ],
});
