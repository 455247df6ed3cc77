import type { BrandFacts } from "../facts";
import type { CareerWords } from "./types";

export const careerWordsEn = (facts: BrandFacts): CareerWords => ({
  company: {
    about_product: [
      `${facts.productName} is a family of AI-powered feasibility and building-design tools for real estate development. From a site boundary and a few inputs, the ${facts.productName} App generates building and site plans in real time, optimizes them for floor area ratio, density, unit mix and parking, and calculates a live pro forma, with export to PDF reports, Excel data and CAD or Revit floor plans.`,
      `Around the app, we offer ${facts.productName} Modular, which designs with a manufacturer’s own modules; AI consulting that finds the highest and best use of a site; a real-estate development map; and a paid Feasibility Report Service.`,
    ],
    our_innovative_solution:
      "A traditional feasibility study tests a handful of options by hand over several weeks. Our AI explores every development possibility for a site, more than 10,000 designs for a single site in one case, and ranks each option by its financial return. Across more than 50 projects, our solutions have delivered an average of 28% additional returns over the original plans.",
    who_we_are: `${facts.companyName} was founded in 2020 by an architect and a mathematician, an AI developer with a doctorate in mathematics. Today we are a team of about 20 people in Los Angeles and Seoul, funded by real estate developers, investors and venture capital.`,
    who_we_serve:
      "We work with real estate developers, architects, brokers, investors and modular manufacturers who need a fast, reliable answer to one question: what should be built on this site, and will it pencil out?",
  },
  apply: {
    viaContact: (title) =>
      `Write to us via [our contact page](/contact), choosing “Careers” as the purpose and naming the position (“${title}”); we will reply with where to send your resume as a PDF. A cover letter or work samples are optional but welcome.`,
    byEmail: (email, title) =>
      `E-mail your resume as a PDF to ${email} with the subject line “[Application] ${title} – Your Full Name”. A cover letter or work samples are optional but welcome.`,
    closing: "We read every application and will contact shortlisted candidates to arrange interviews.",
  },
  postings: {
    "graphic-designer": {
      title: "Graphic Designer",
      employmentType: "Contract",
      location: "Seoul, South Korea (Hybrid)",
      summary: "Shape the visual language of our brand, from web pages and product videos to pitch decks and reports.",
      intro: `${facts.companyName} is looking for a Graphic Designer to shape how developers, architects and investors see our AI feasibility tools. You will turn complex design and financial data into clear, attractive visuals across our website, product videos, sales materials and feasibility reports. This is a 6-month contract that may be extended or converted to a full-time role.`,
      key_responsibilities: [
        "Design marketing assets for the web, social media, e-mail campaigns, trade shows and events.",
        "Create layouts, icons and illustrations for our landing pages and product screens together with our front-end developers.",
        "Design pitch decks, one-pagers and case studies for the sales team in English and Korean.",
        "Improve the layout of our feasibility reports so that floor plans, charts and pro forma tables are easy to read.",
        "Produce short motion graphics and edit product demo videos.",
        "Maintain and extend our brand guidelines and design asset library.",
      ],
      requirements: [
        "3+ years of professional graphic design experience, in-house or at an agency.",
        "A portfolio that shows strong typography, layout and information design.",
        "Proficiency in Figma and Adobe Creative Cloud (Illustrator, Photoshop and InDesign).",
        "Ability to manage several projects at once and to work well with feedback.",
        "Fluent Korean and working proficiency in English.",
      ],
      not_necessary: [
        "Motion design skills in After Effects or a similar tool.",
        "Experience with architecture, real estate or data visualization.",
        "Familiarity with 3D tools or architectural renderings.",
      ],
      company_benefits: [
        "Monthly fee of KRW 3,500,000–5,000,000, depending on experience.",
        "6-month contract, with the option to extend or convert to full-time.",
        "Hybrid work: in our Seoul office two days a week.",
        "Flexible working hours after an initial 90-day period.",
        "Up-to-date design software and equipment.",
      ],
      portfolioNote: "For this role, we strongly encourage you to include a portfolio as a PDF or a link.",
    },
    "head-of-sales": {
      title: "Head of Sales",
      employmentType: "Full-time",
      location: "Los Angeles, CA (Hybrid)",
      summary: "Build and lead our sales team and grow revenue across our app, modular product and AI consulting.",
      intro: `We are looking for a Head of Sales to own revenue at ${facts.companyName}. You will design our go-to-market playbook, build and coach a sales team, and close strategic deals with developers, architects and investors across the United States. You will report to the CEO and work closely with our product and consulting teams.`,
      key_responsibilities: [
        "Own the sales strategy, pipeline and revenue targets for all our products and services.",
        "Hire, train and manage account executives and business development staff, and set their territories and quotas.",
        "Lead complex deals with large developers, brokerages and modular manufacturers from first meeting to signed contract.",
        "Build a repeatable sales process with reliable forecasting and CRM reporting.",
        "Develop pricing and packaging for subscriptions, consulting engagements and feasibility reports with the founders.",
        "Represent the company at industry conferences and build partnerships.",
        "Bring customer insights back to the product team.",
      ],
      requirements: [
        "At least 5 years of sales experience, preferably in B2B software, proptech or real estate services.",
        "Experience leading or managing a sales team.",
        "A track record of exceeding quota and closing five- and six-figure deals.",
        "Experience building a sales process at an early-stage company.",
        "Excellent communication, negotiation and presentation skills.",
      ],
      not_necessary: [
        "A network among developers, architects, brokers or lenders in Southern California.",
        "Understanding of feasibility analysis, pro formas and zoning.",
        "Experience selling to construction companies or modular manufacturers.",
        "Korean language skills.",
      ],
      company_benefits: [
        "Base salary of $150,000–$190,000 per year, plus performance-based commission.",
        "Stock options.",
        "Medical, dental and vision insurance.",
        "Hybrid work from our Los Angeles office.",
        "Flexible working hours after an initial 90-day period.",
        "Paid time off and paid holidays.",
      ],
    },
    "architect-architectural-designer": {
      title: "Architect / Architectural Designer",
      employmentType: "Full-time",
      location: "Seoul, South Korea (Hybrid)",
      summary:
        "Turn architectural expertise into design rules for our AI and into plans for client feasibility reports.",
      intro: `We are looking for an Architect or Architectural Designer who wants to shape how buildings are designed with AI. You will translate building codes, zoning rules and good design practice into logic that our engineers build into the ${facts.productName} App and ${facts.productName} Modular, and you will prepare design solutions for our AI consulting clients in the United States and Korea.`,
      key_responsibilities: [
        "Define design rules for unit layouts, cores, corridors, parking and massing with our AI and software engineers.",
        "Review AI-generated building and site plans for design quality, buildability and code compliance.",
        "Research zoning codes, building codes and incentive programs and turn them into structured inputs.",
        "Prepare CAD floor plans and design documentation for feasibility reports and consulting projects.",
        "Build libraries of standard unit designs, prototype layouts and modules for our clients.",
        "Test new features and give feedback from an architect’s point of view.",
      ],
      requirements: [
        "A bachelor’s or master’s degree in architecture.",
        "2+ years of experience in multifamily residential or mixed-use design.",
        "Proficiency in AutoCAD and in Revit or Rhino.",
        "A solid understanding of zoning, building codes and unit planning.",
        "Fluent Korean, and English good enough to read codes and write for US projects.",
      ],
      not_necessary: [
        "An architect’s license in Korea or the United States.",
        "Experience with modular or prefabricated construction.",
        "Scripting experience with Grasshopper, Dynamo or Python.",
        "Knowledge of US building codes and California zoning.",
      ],
      company_benefits: [
        "Annual salary of KRW 45,000,000–65,000,000, depending on experience and licensure.",
        "Korea’s four major social insurances and statutory severance pay.",
        "Hybrid work from our Seoul office.",
        "Flexible working hours after an initial 90-day period.",
        "Meal allowance and up-to-date hardware and software.",
        "Support for licensing exams and professional education.",
      ],
      portfolioNote: "For this role, we strongly encourage you to include a portfolio of selected projects as a PDF.",
    },
    "project-analyst-real-estate-development": {
      title: "Project Analyst, Real Estate Development",
      employmentType: "Full-time",
      location: "Los Angeles, CA (Hybrid)",
      summary: "Analyze sites, build pro formas and deliver AI-driven feasibility reports to developers and investors.",
      intro:
        "We are looking for a Project Analyst with a real estate development background to run the feasibility analysis behind our AI consulting projects and Feasibility Report Service. You will combine the design solutions of our AI with market research and financial modeling to find the highest and best use of each site, and present the results to clients.",
      key_responsibilities: [
        "Gather site, zoning and market data for each project, including rents, sales comparables, land costs and construction costs.",
        "Set up projects in our platform and review the generated design solutions with our architects.",
        "Build and check pro forma models: net operating income, project cost, yield on cost, residual land value and returns over the holding period.",
        "Write feasibility reports and presentations with clear recommendations.",
        "Present findings to clients and answer their follow-up questions.",
        "Help improve the financial models and cost assumptions in our app based on project experience.",
      ],
      requirements: [
        "A bachelor’s degree in real estate, finance, economics, urban planning, architecture or a related field.",
        "2+ years of experience in real estate development, acquisitions, investment analysis or consulting.",
        "Advanced Excel and financial modeling skills.",
        "Knowledge of the US entitlement, zoning and development process, preferably in California.",
        "Clear writing and presentation skills.",
      ],
      not_necessary: [
        "A graduate degree in real estate development or an MBA.",
        "Experience with Argus or similar valuation software.",
        "Familiarity with affordable housing incentives and density bonus programs.",
        "Experience with Python or SQL.",
      ],
      company_benefits: [
        "Base salary of $75,000–$95,000 per year, plus an annual performance bonus.",
        "Stock options.",
        "Medical, dental and vision insurance.",
        "Hybrid work from our Los Angeles office.",
        "Flexible working hours after an initial 90-day period.",
        "Paid time off and paid holidays.",
      ],
    },
    "strategic-account-executive": {
      title: "Strategic Account Executive",
      employmentType: "Full-time",
      location: "Los Angeles, CA (Hybrid)",
      summary:
        "Win and grow accounts with developers, architects and brokers, with a goal of 25+ new accounts per quarter.",
      intro:
        "We are looking for a Strategic Account Executive to bring our AI feasibility tools to real estate professionals across the United States. You will run the full sales cycle, from prospecting and product demos to negotiation and close, and keep growing your accounts after they sign.",
      key_responsibilities: [
        "Prospect and qualify developers, architects, brokers, investors and modular manufacturers through outbound outreach, events and inbound demo requests.",
        "Give tailored demos of our app and modular product, and scope AI consulting and feasibility report engagements.",
        "Reach a goal of at least 25 new accounts per quarter while meeting your revenue target.",
        "Turn free trials into paid subscriptions, and expand existing accounts with more seats, products and services.",
        "Manage your pipeline in our CRM and forecast accurately.",
        "Share customer feedback with our product and marketing teams.",
      ],
      requirements: [
        "3+ years of B2B sales experience, ideally in software, with a record of meeting quota.",
        "Experience running discovery calls and live product demos.",
        "Strong organization and disciplined use of a CRM.",
        "Excellent communication and negotiation skills.",
        "Willingness to travel within the United States for client meetings and conferences.",
      ],
      not_necessary: [
        "Experience in real estate development, brokerage or architecture, or a real estate license.",
        "An existing network in the Los Angeles real estate community.",
        "Korean language skills.",
      ],
      company_benefits: [
        "Base salary of $85,000–$110,000 per year, plus uncapped commission, for on-target earnings of $140,000–$170,000.",
        "Stock options.",
        "Medical, dental and vision insurance.",
        "Hybrid work from our Los Angeles office.",
        "Flexible working hours after an initial 90-day period.",
        "Paid time off and paid holidays.",
      ],
    },
    "business-development-marketing-intern": {
      title: "Business Development & Marketing Intern",
      employmentType: "Internship",
      location: "Los Angeles, CA (Hybrid)",
      summary: "Support our business development and marketing campaigns at a fast-growing proptech startup.",
      intro:
        "We are looking for a Business Development & Marketing Intern who is curious about real estate and technology. You will support our sales and marketing teams with market research, lead generation, content and events, and see first-hand how an AI startup brings new products to market. The internship lasts 6 months and may lead to a full-time offer.",
      key_responsibilities: [
        "Research target markets, companies and contacts among developers, architects and brokers.",
        "Build and clean lead lists in our CRM and help run outreach campaigns.",
        "Write and schedule posts for social media, our blog and newsletters.",
        "Help prepare case studies, presentations and event materials.",
        "Track campaign results and website analytics, and report what you learn.",
        "Support trade shows, webinars and demo events.",
      ],
      requirements: [
        "A current student or recent graduate in business, marketing, real estate, urban planning, architecture or a related field.",
        "Excellent written and spoken English.",
        "Comfort with Google Workspace or Microsoft Office.",
        "An organized, proactive approach and eagerness to learn.",
        "Availability of at least 20 hours per week for 6 months.",
      ],
      not_necessary: [
        "Coursework or experience in real estate or proptech.",
        "Experience with social media tools, Canva or Figma, or a CRM such as HubSpot.",
        "Korean language skills.",
      ],
      company_benefits: [
        "Paid internship at $20–$24 per hour, depending on experience.",
        "Mentorship from our founders and sales leadership.",
        "Hybrid work from our Los Angeles office.",
        "Flexible working hours after an initial 90-day period.",
        "The possibility of a full-time offer at the end of the internship.",
      ],
    },
  },
});
