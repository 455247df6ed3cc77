import { refundBlocks, reportRefunds, WITHDRAWAL_DAYS } from "./report-refunds";
import type { LegalDocument, LegalFacts } from "./types";

/**
 * The terms of the English pages: the same regime as the Korean terms (the Korean company that sells
 * the report, Korean law, the withdrawal of 전자상거래법 제17조 and the staged refunds of ./report-refunds.ts,
 * the Korean dispute bodies), written for an English reader rather than translated. The US site's terms
 * they replace stay readable as terms-2023.en.ts.
 */
export function termsEn(facts: LegalFacts): LegalDocument {
  const contact = facts.reachVia(facts.supportEmail, "en", { link: true });
  const refunds = reportRefunds.en;
  const { seller } = facts;

  return {
    title: "Terms and Conditions",
    lastUpdated: "11/30/2026",
    intro: [
      {
        kind: "p",
        text: `These terms are the agreement between you and ${seller.name} (“we” or “us”), the Korean company that runs this website as ${facts.companyName}. They cover everything we offer here, and in particular the paid feasibility report. Before you order a report, please read “Your Right to Withdraw,” “Refunds” and “Late or Defective Reports”: they say when you can cancel and what you get back.`,
      },
    ],
    sections: [
      {
        id: "who-we-are",
        title: "Who We Are",
        blocks: [
          {
            kind: "p",
            text: "The seller of every service on this website, including the feasibility report, is a company registered in the Republic of Korea:",
          },
          {
            kind: "ul",
            items: [
              seller.name,
              `Business registration number: ${seller.registrationNumber}`,
              `Mail-order business report number: ${seller.mailOrderNumber}`,
              `Address: ${seller.address}`,
              facts.contactLine(facts.supportEmail, "en"),
            ],
          },
          {
            kind: "p",
            text: "The same details are at the foot of every page. The Korean pages of this website carry the same terms in Korean.",
          },
        ],
      },
      {
        id: "definitions",
        title: "Words We Use",
        blocks: [
          {
            kind: "ul",
            items: [
              "“You” means the person or organisation using our services.",
              "“The report” means the paid feasibility report you request on this website’s request screen and that we prepare for your site and your brief, with its attachments (design options, CAD floor plans, Excel files and the like).",
              "“Add-ons” means the zoning analysis and the renderings you can order with the report.",
              "“The confirmation e-mail” means the e-mail we send after checking your request with you, stating the report’s scope, the price, the expected delivery date and the cancellation and refund rules.",
              "“Work starts” when, after your payment has arrived, we begin reviewing your material for the report.",
            ],
          },
        ],
      },
      {
        id: "changes",
        title: "Changes to These Terms",
        blocks: [
          {
            kind: "p",
            text: "These terms are always linked at the foot of the website. We may change them only within what the law allows. We announce a change on the website at least 7 days before it takes effect, saying what changes and why; a change that is worse for you is announced at least 30 days before, and also by e-mail if you have ordered a report or hold a subscription.",
          },
          {
            kind: "p",
            text: "A change applies only to contracts made after it takes effect: an order you have already placed stays under the terms you agreed to. Earlier versions of these terms stay readable from the link at the top of this page.",
          },
        ],
      },
      {
        id: "services",
        title: "What We Offer",
        blocks: [
          {
            kind: "ul",
            items: [
              `The ${facts.productName} App: a web application that turns a few inputs into building and site plans, lets you optimise or edit them, calculates a pro forma and exports PDF reports, Excel data and CAD or Revit floor plans.`,
              `${facts.productName} Modular: modular housing design options with financial analysis, using your own module sizes, unit types and cores.`,
              "Our real-estate development map: an external website that shows site and development information.",
              "AI consulting: project-by-project studies that look for the best use of a site.",
              "The feasibility report: a paid report on the site you send us, with optional add-ons.",
            ],
          },
          {
            kind: "p",
            text: "We may add or change features to improve our services. If we change or remove a main part of a service you have already paid for, we tell you beforehand and, if you wish, refund the part we can no longer provide or the remaining period.",
          },
        ],
      },
      {
        id: "ordering",
        title: "Ordering a Report",
        blocks: [
          {
            kind: "p",
            text: "On the request screen you give us your project’s details and material, choose any add-ons, and agree to these terms, including the cancellation and refund rules, which the screen also shows above its submit button. The screen shows the total price at the time you send the request.",
          },
          {
            kind: "p",
            text: "Within 1 business day of your request we contact you to check it, then send the confirmation e-mail. The contract is made when you pay the amount in the confirmation e-mail. We may decline a request for a good reason, for example when the material is not enough or the site cannot be analysed; if you have already paid, we refund everything.",
          },
        ],
      },
      {
        id: "trials",
        title: "Demos and Free Trials",
        blocks: [
          {
            kind: "p",
            text: "We may offer a demo or a free trial for a period stated when you sign up. A free trial simply ends when its period is over: it never turns into a paid plan and never costs anything unless you separately agree to pay. Projects made during a trial may be deleted after it ends.",
          },
        ],
      },
      {
        id: "subscriptions",
        title: "App Subscriptions",
        blocks: [
          {
            kind: "p",
            text: "The period, price and renewal of a paid app subscription are set in the order or quote we agree with you. If a subscription renews automatically, we e-mail you the renewal price and how to cancel at least 7 days before it renews. You can cancel at any time, and we refund the unused part of the period you paid for, counted by the day.",
          },
        ],
      },
      {
        id: "fees",
        title: "Prices and Payment",
        blocks: [
          {
            kind: "p",
            text: "On the English pages the report is priced in US dollars. The current prices are:",
          },
          {
            kind: "ul",
            items: [
              `Feasibility report: ${facts.pricesUsd.report}`,
              `Add-on, zoning analysis: ${facts.pricesUsd.useZoningAnalysis}`,
              `Add-on, renderings (3 views): ${facts.pricesUsd.useRenderingService}`,
            ],
          },
          {
            kind: "p",
            text: "If prices change, a report you have already requested keeps the price shown on the request screen and in the confirmation e-mail. The amount in the confirmation e-mail is the amount you pay, with any tax included; it is never more than the total the request screen showed you. The prices of AI consulting and app subscriptions are set in the order or quote.",
          },
          {
            kind: "p",
            text: "You pay by bank transfer to the account the confirmation e-mail gives. The website takes no payments. Once we have your payment, we issue the receipt or invoice the law requires.",
          },
        ],
      },
      {
        id: "delivery",
        title: "How We Prepare and Deliver the Report",
        blocks: [
          {
            kind: "p",
            text: "Work starts once your payment has arrived. Before it starts, we e-mail you the start date and remind you that from then on refunds follow the stages in “Refunds.”",
          },
          {
            kind: "p",
            text: "We prepare the report in three stages, and e-mail you as each one is finished:",
          },
          {
            kind: "ul",
            items: refunds.stages.map(
              (stage, index) => `Stage ${index + 1}: ${stage.charAt(0).toUpperCase()}${stage.slice(1)}`,
            ),
          },
          {
            kind: "p",
            text: "We deliver the report and its attachments by e-mail or download link by the delivery date in the confirmation e-mail. If you send material late or change the request, we agree a new date with you.",
          },
        ],
      },
      {
        id: "withdrawal",
        title: "Your Right to Withdraw",
        blocks: [
          {
            kind: "p",
            text: `You may withdraw from your order within ${WITHDRAWAL_DAYS} days of receiving the confirmation e-mail (article 17(1) of Korea’s Act on Consumer Protection in Electronic Commerce, “the E-Commerce Act”). And as long as work has not started, you may cancel at any time, even after those ${WITHDRAWAL_DAYS} days, and get everything you paid back.`,
          },
          {
            kind: "p",
            text: `The report is a service made for your site and your brief, so once work has started and we have begun to provide it, your right to withdraw may be limited under article 17(2) of the E-Commerce Act. We tell you this beforehand on the request screen, in the confirmation e-mail and in the e-mail before work starts. Even so, you can end the contract at any time until you receive the report, and we refund everything except the share of the work already done (see “Refunds”). If we started work without telling you this beforehand, you may still withdraw within the first ${WITHDRAWAL_DAYS} days and get everything back.`,
          },
          {
            kind: "p",
            text: "If the report is not what we advertised or what the contract says, you may withdraw within 3 months of receiving it, or within 30 days of when you found out or could have found out, and get everything back (article 17(3) of the E-Commerce Act).",
          },
          {
            kind: "p",
            text: `To withdraw or cancel, tell us with your reference number via ${contact}. It takes effect on the day you send it.`,
          },
        ],
      },
      {
        id: "refunds",
        title: "Refunds",
        blocks: refundBlocks(refunds),
      },
      {
        id: "late-defective",
        title: "Late or Defective Reports",
        blocks: [
          {
            kind: "p",
            text: "If we cannot deliver by the delivery date, and it is not because of something you did, we tell you straight away why and when we can deliver. You may accept the new date, or end the contract and get everything you paid back.",
          },
          {
            kind: "p",
            text: "If the report is defective (something you ordered is missing, it was prepared for a different site or different conditions from those you gave us, or a calculation is wrong), you may ask us to redo it within 30 days of receiving it. We correct it and deliver it again free of charge within 10 business days of your request.",
          },
          {
            kind: "p",
            text: "If we do not fix the defect in that time, or the corrected report has the same defect, you may end the contract and get everything back, or keep the report and get back part of the price in proportion to the defect. This does not affect your right to claim damages under the law.",
          },
        ],
      },
      {
        id: "no-advice",
        title: "What the Report Is, and Is Not",
        blocks: [
          {
            kind: "p",
            text: "The report and our other results are estimates based on what you give us, on public zoning and parcel data, and on assumptions about costs, rents, financing and the market. They help you study and plan a project. They are not an architect’s drawings, a permit decision, a valuation, or legal, tax or investment advice. Before you buy land, raise money, apply for permits or build, have a qualified professional review them.",
          },
        ],
      },
      {
        id: "obligations",
        title: "What You Must Not Do",
        blocks: [
          {
            kind: "ul",
            items: [
              "Use someone else’s details, or order with information you know to be false.",
              "Copy, sell or rent our services, or give others access to them without our permission.",
              "Try to reverse-engineer or extract the source code, models or algorithms behind our services.",
              "Collect data or results from our services in bulk by automated means, or use them to build a competing product.",
              "Disrupt our services or get around their security.",
              "Upload malicious code, or material that infringes someone else’s rights.",
            ],
          },
        ],
      },
      {
        id: "content",
        title: "Your Material and the Results",
        blocks: [
          {
            kind: "p",
            text: "The site information, drawings, documents and other material you upload remain yours. We keep and use them only as far as we need to provide our services and carry out your order.",
          },
          {
            kind: "p",
            text: "Once you have paid in full, you may use the report and the results freely for your own project and share them with lenders, investors, consultants and public authorities. The software, methods, templates and know-how used to make them, and our trademarks, remain ours.",
          },
        ],
      },
      {
        id: "confidentiality",
        title: "Confidentiality",
        blocks: [
          {
            kind: "p",
            text: "We keep your project information and material confidential. We do not use them for anything but providing our services, and do not show them to anyone else without your consent, unless the law requires it; in that case we tell you beforehand where the law allows.",
          },
        ],
      },
      {
        id: "privacy",
        title: "Your Personal Data",
        blocks: [
          {
            kind: "p",
            text: "We protect your personal data as Korea’s Personal Information Protection Act and related laws require. Our [Privacy Policy](/privacy-policy) explains how we handle it.",
          },
        ],
      },
      {
        id: "liability",
        title: "Liability",
        blocks: [
          {
            kind: "p",
            text: "We compensate you for loss we cause you intentionally or through our fault. You likewise compensate us for loss you cause us by breaking these terms.",
          },
          {
            kind: "p",
            text: "Unless we acted intentionally or with gross negligence, we are not liable for loss caused by information you gave us that was wrong, by errors in public data, or by investment or business decisions you make on the basis of our results.",
          },
        ],
      },
      {
        id: "suspension",
        title: "Interruptions",
        blocks: [
          {
            kind: "p",
            text: "We may pause our services for maintenance, network failures, natural disasters or other events beyond our control, and we announce it beforehand on the website or by e-mail unless we could not. If a pause delays a report, “Late or Defective Reports” applies.",
          },
        ],
      },
      {
        id: "termination",
        title: "Ending the Agreement",
        blocks: [
          {
            kind: "p",
            text: "You may stop using our services and end the agreement at any time; anything you have paid is refunded under these terms’ refund rules. We may end it only if you seriously break these terms and do not put it right within a reasonable time after we ask you to.",
          },
        ],
      },
      {
        id: "disputes",
        title: "Complaints and Disputes",
        blocks: [
          {
            kind: "p",
            text: `Send any comment or complaint via ${contact}. We answer within 2 business days, or, if we need longer, tell you why and when we will answer.`,
          },
          {
            kind: "p",
            text: "If we cannot settle a dispute between us, you may ask for mediation by the Korea Consumer Agency or by the Electronic Document and Transaction Dispute Mediation Committee, among other bodies.",
          },
        ],
      },
      {
        id: "law",
        title: "Governing Law and Courts",
        blocks: [
          {
            kind: "p",
            text: "These terms and your contract with us are governed by the law of the Republic of Korea. A lawsuit between you and us goes to the court that has jurisdiction under Korea’s Civil Procedure Act.",
          },
          {
            kind: "p",
            text: "These terms and the Korean terms say the same thing. If they ever seem to differ, the reading that is more favourable to you applies.",
          },
        ],
      },
      {
        id: "contact",
        title: "Contact Us",
        blocks: [
          {
            kind: "p",
            text: "Send questions about these terms, and any withdrawal, cancellation or refund request, to:",
          },
          { kind: "ul", items: [seller.name, facts.contactLine(facts.supportEmail, "en")] },
          { kind: "p", text: "These terms take effect on November 30, 2026." },
        ],
      },
    ],
  };
}
