import { h, p, type PostText } from "./seed-text-helpers";

/** The seed posts written in English (images are added in seed-posts.ts). */
export const seedPostsEn: PostText[] = [
  {
    id: "ai-feasibility-in-minutes",
    createdAt: "2025-09-02T09:00:00Z",
    list: {
      title: "From Parcel to Pro Forma in Minutes: How AI Feasibility Works",
      cardTitle: "AI feasibility in minutes",
      category: "Tutorial",
      summary:
        "A step-by-step look at how an AI feasibility study turns a site address into massing, unit counts and returns.",
      meta_title: "How AI Feasibility Works, Step by Step",
      meta_description:
        "Turn a site address into massing options, unit mix and a pro forma in minutes with AI feasibility.",
      lang: "en",
    },
    sections: [
      [
        {
          type: "prolog",
          text: "Most sites are rejected before anyone has drawn a single floor plan. <strong>AI feasibility</strong> changes that by testing thousands of options first.",
        },
      ],
      [
        h(1, "Start with the site"),
        p(
          "Enter an address or draw the parcel. Zoning limits such as floor area ratio, height and setbacks are read from the local code and applied to every option.",
        ),
        {
          type: "image",
          url: "figures/site-massing.svg",
          alt: "Three building masses of different heights on one site",
        },
      ],
      [
        h(1, "Generate and compare options"),
        p(
          "The engine generates buildings that respect the envelope, then lays out units, stairs, elevators and parking in each one.",
        ),
        {
          type: "list",
          ordered: true,
          text: [
            "Set the unit mix you want to test.",
            "Choose podium, structured or surface parking.",
            "Rank the options by yield on cost.",
          ],
        },
        h(2, "What you get"),
        p("A feasibility report with CAD floor plans and Excel files you can share with lenders and partners."),
        { type: "button", text: "Book a walkthrough" },
      ],
    ],
  },
  {
    id: "highest-and-best-use-guide",
    createdAt: "2025-07-14T09:00:00Z",
    list: {
      title: "A Practical Guide to Highest and Best Use Analysis",
      category: "Guide",
      summary: "What highest and best use really means, the four tests behind it, and how to run them on a real site.",
      lang: "en",
    },
    sections: [
      [
        h(1, "The four tests"),
        p(
          "A use is the highest and best one when it is legally permissible, physically possible, financially feasible and maximally productive.",
        ),
        {
          type: "list",
          ordered: false,
          text: ["Legally permissible", "Physically possible", "Financially feasible", "Maximally productive"],
        },
      ],
      [
        h(1, "Running the tests with data"),
        p(
          "Exploring every development possibility by hand takes weeks. Across more than 50 projects, our consulting team found an average of +28% additional returns over the original plans.",
        ),
        h(2, "A worked example"),
        p(
          "On a 2,400 m² corner lot, switching from a podium scheme to a wrap layout added 18 units without changing the height.",
        ),
      ],
    ],
  },
  {
    id: "parking-layouts-podium-vs-surface",
    createdAt: "2025-05-20T09:00:00Z",
    list: {
      title: "Podium, Structure or Surface? Choosing a Parking Layout",
      category: "Design",
      summary:
        "Parking decides how many units fit on a site. Compare podium, structured and surface parking on cost and yield.",
      lang: "en",
    },
    sections: [
      [
        h(1, "Why parking comes first"),
        p(
          "Each stall takes about 30 m² once drive aisles are counted. On small sites that space competes directly with homes.",
        ),
        {
          type: "image",
          url: "figures/parking-options.svg",
          alt: "Two rows of parking stalls either side of a drive aisle",
        },
      ],
      [
        h(1, "Comparing the options"),
        {
          type: "list",
          ordered: false,
          text: [
            "<strong>Surface</strong>: cheapest per stall, uses the most land.",
            "<strong>Podium</strong>: homes above, higher cost per stall.",
            "<strong>Structure</strong>: a separate garage, flexible phasing.",
          ],
        },
        { type: "youtube", url: "aqz-KE-bpKQ" },
      ],
    ],
  },
  {
    id: "architects-skip-massing-studies",
    createdAt: "2025-04-08T09:00:00Z",
    list: {
      title: "For Architects: Skip the Massing Study, Keep the Design Judgement",
      category: "Design",
      summary:
        "Let the software test massing and layouts to maximise floor area ratio, and spend your hours where design matters.",
      lang: "en",
    },
    sections: [
      [
        h(1, "Where the hours go"),
        p(
          "Early massing and layout studies can take a team several days per site, and most of those options are discarded.",
        ),
        p(
          "Generating them automatically keeps every option comparable: same code limits, same unit library, same parking rules.",
        ),
      ],
      [
        h(1, "Working with the results"),
        {
          type: "list",
          ordered: true,
          text: [
            "Bring your standard unit designs or prototype layouts.",
            "Drag and drop units, stairs and elevators to refine.",
            "Export CAD or Revit floor plans for the next phase.",
          ],
        },
      ],
    ],
  },
];
