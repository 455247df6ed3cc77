import type { BlogContent, BlogList } from "./schemas";

type Sections = BlogContent["sections"];
interface PostText {
  id: string;
  createdAt: string;
  list: BlogList;
  sections: Sections;
}

const h = (level: 1 | 2 | 3, text: string) => ({ type: "heading" as const, level, text });
const p = (text: string) => ({ type: "paragraph" as const, text });

/** The words of the seed posts (images are added in seed-posts.ts). */
export const seedPostContent: PostText[] = [
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
          items: [
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
          items: ["Legally permissible", "Physically possible", "Financially feasible", "Maximally productive"],
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
          items: [
            "<strong>Surface</strong>: cheapest per stall, uses the most land.",
            "<strong>Podium</strong>: homes above, higher cost per stall.",
            "<strong>Structure</strong>: a separate garage, flexible phasing.",
          ],
        },
        { type: "youtube", videoId: "aqz-KE-bpKQ", title: "Parking layout walkthrough" },
      ],
    ],
  },
  {
    id: "modular-housing-design-options",
    createdAt: "2025-08-05T09:00:00Z",
    list: {
      title: "모듈러 주택, 우리 회사 모듈로 설계안을 비교하는 방법",
      cardTitle: "모듈러 설계안 비교",
      category: "가이드",
      summary:
        "고객사의 모듈 규격을 그대로 사용해 여러 설계안을 만들고 재무 분석까지 한 번에 비교하는 방법을 소개합니다.",
      lang: "ko",
    },
    sections: [
      [
        {
          type: "prolog",
          text: "모듈러 주택은 공장에서 만든 모듈을 현장에서 조립하는 방식입니다. 설계 단계에서 모듈 규격을 정확히 반영하는 것이 사업성의 출발점입니다.",
        },
      ],
      [
        h(1, "모듈 규격 등록"),
        p("폭, 길이, 높이와 운송 제한을 입력하면 모든 설계안이 그 규격 안에서만 만들어집니다."),
        h(2, "자주 쓰는 모듈 조합"),
        { type: "list", ordered: true, items: ["원룸형 1모듈", "투룸형 2모듈", "코너형 3모듈"] },
      ],
      [
        h(1, "설계안과 재무 분석"),
        p("각 설계안마다 세대 수, 공사비, 수익률을 함께 계산해 <em>가장 유리한 안</em>을 바로 고를 수 있습니다."),
        { type: "button", text: "데모 신청하기" },
      ],
    ],
  },
  {
    id: "unit-mix-optimisation-seoul",
    createdAt: "2025-06-10T09:00:00Z",
    list: {
      title: "서울 역세권 부지에서 세대 구성 최적화하기",
      category: "사례",
      summary: "서울의 한 역세권 부지에서 1만 개가 넘는 설계안을 비교해 수익성을 26% 높인 과정을 정리했습니다.",
      meta_description:
        "서울 역세권 부지 사례: 1만 개 이상의 설계안을 비교해 세대 구성을 최적화하고 수익성을 높인 방법.",
      lang: "ko",
    },
    sections: [
      [
        h(1, "부지와 조건"),
        p("용적률 400%, 높이 제한 45m인 준주거지역 부지였습니다. 사업주는 소형 세대 위주의 구성을 원했습니다."),
      ],
      [
        h(1, "1만 개의 설계안"),
        p("AI가 한 부지에서 1만 개가 넘는 설계안을 만들고, 세대 구성과 주차 방식에 따라 순위를 매겼습니다."),
        h(2, "결과"),
        p("최종안은 원안 대비 수익성이 최대 26% 높았고, 주차 대수 기준도 그대로 충족했습니다."),
      ],
    ],
  },
  {
    id: "product-update-pro-forma-export",
    createdAt: "2025-10-01T09:00:00Z",
    list: {
      title: "제품 업데이트: 사업수지 표와 CAD 내보내기 개선",
      category: "Product Update",
      summary: "사업수지 표에 순영업소득과 잔존가치 항목이 추가되고, PDF·엑셀·CAD 내보내기가 더 빨라졌습니다.",
      lang: "ko",
    },
    sections: [
      [
        h(1, "새로워진 사업수지 표"),
        p("순영업소득(NOI), 공사비, 총사업비, 원가 대비 수익률, 잔존가치를 한 화면에서 확인할 수 있습니다."),
      ],
      [
        h(1, "내보내기"),
        { type: "list", ordered: false, items: ["PDF 보고서", "엑셀 데이터", "CAD 및 Revit 평면도"] },
        p('자세한 사용법은 <a href="/zen-app">앱 소개 페이지</a>에서 확인하세요.'),
      ],
    ],
  },
];
