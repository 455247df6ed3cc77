import type { LegalDocument, LegalFacts } from "./types";

export const privacy2021En = (facts: LegalFacts): LegalDocument => ({
  title: "Privacy Policy",
  lastUpdated: "11/29/2021",
  intro: [
    {
      kind: "p",
      text: `${facts.companyName} (“we,” “us” or “our”) respects your privacy. This Privacy Policy describes how we collect, use and protect information when you visit our website or use the ${facts.productName} web app, our automated design and feasibility application for real estate development (together, the “Service”).`,
    },
    {
      kind: "p",
      text: "By using the Service, you agree to the collection and use of information as described in this Policy.",
    },
  ],
  sections: [
    {
      id: "collection",
      title: "Information We Collect",
      blocks: [
        {
          kind: "p",
          text: "We collect the following information:",
        },
        {
          kind: "ul",
          items: [
            "Information you give us: your name, e-mail address, company name, job title and phone number when you request access to the app, sign up, subscribe to our newsletter or contact us.",
            "Project information: site boundaries, design settings and other project data that you enter into the app.",
            "Usage information: log data such as your IP address, browser type, pages visited, the date and time of your visit and the features you use.",
          ],
        },
      ],
    },
    {
      id: "use",
      title: "How We Use Information",
      blocks: [
        {
          kind: "p",
          text: "We use the information we collect to:",
        },
        {
          kind: "ul",
          items: [
            "provide, operate and maintain the Service;",
            "respond to your inquiries and requests for access;",
            "send you updates about the Service and our company, which you can unsubscribe from at any time;",
            "understand how the Service is used and improve it; and",
            "protect the security of the Service and comply with the law.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        {
          kind: "p",
          text: "We use cookies and similar technologies to understand how visitors use our website, for example to count visits and see which pages are most popular. Some cookies expire within a day; others remain in your browser for up to about 2 years.",
        },
        {
          kind: "p",
          text: "You can set your browser to refuse cookies or to alert you when cookies are being sent. If you do so, some parts of the Service may not work as intended.",
        },
      ],
    },
    {
      id: "sharing",
      title: "Sharing of Information",
      blocks: [
        {
          kind: "p",
          text: "We do not sell your personal information. We share it only with service providers that help us operate the Service, such as hosting, analytics and e-mail providers, under obligations to keep it confidential; when required by law; or in connection with a merger, acquisition or sale of assets.",
        },
      ],
    },
    {
      id: "retention",
      title: "Data Retention and Security",
      blocks: [
        {
          kind: "p",
          text: "We keep personal information only for as long as needed to provide the Service and for the purposes described in this Policy, or as required by law. When it is no longer needed, we delete it or make it anonymous.",
        },
        {
          kind: "p",
          text: "We use reasonable technical and organizational measures, such as encrypted connections and access controls, to protect your information. However, no method of transmission over the internet or of electronic storage is completely secure.",
        },
      ],
    },
    {
      id: "rights",
      title: "Your Rights",
      blocks: [
        {
          kind: "p",
          text: `You may ask to access, correct or delete the personal information we hold about you, or to stop receiving our e-mails. To make a request, contact us via ${facts.reachVia(facts.supportEmail, "en", { link: true })}. We will respond within the time required by applicable law.`,
        },
      ],
    },
    {
      id: "children",
      title: "Children’s Privacy",
      blocks: [
        {
          kind: "p",
          text: `The Service is not directed to children under 13, and we do not knowingly collect personal information from them. If you believe that a child under 13 has given us personal information, please contact us via ${facts.reachVia(facts.supportEmail, "en", { link: true })} and we will delete it.`,
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to This Policy",
      blocks: [
        {
          kind: "p",
          text: "We may update this Policy from time to time. We will post the updated Policy on this page and change the “Last updated” date above.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact Us",
      blocks: [
        {
          kind: "p",
          text: `If you have any questions about this Policy, please contact us via ${facts.reachVia(facts.supportEmail, "en", { link: true })}.`,
        },
      ],
    },
  ],
});
