import { h, p, type PostText } from "./seed-text-helpers";

/** The seed posts written in Korean (images are added in seed-posts.ts). */
export const seedPostsKo: PostText[] = [
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
        { type: "list", ordered: true, text: ["원룸형 1모듈", "투룸형 2모듈", "코너형 3모듈"] },
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
      summary:
        "서울의 한 역세권 부지에서 AI가 생성한 설계안을 비교해 소형 세대 위주의 세대 구성을 정한 과정을 정리했습니다.",
      meta_description:
        "서울 역세권 부지 사례: AI가 생성한 설계안을 같은 재무 기준으로 비교해 세대 구성을 최적화한 방법.",
      lang: "ko",
    },
    sections: [
      [
        h(1, "부지와 조건"),
        p("용적률 400%, 높이 제한 45m인 준주거지역 부지였습니다. 사업주는 소형 세대 위주의 구성을 원했습니다."),
      ],
      [
        h(1, "설계안의 생성과 비교"),
        p("AI가 이 부지의 설계안을 만들고, 세대 구성과 주차 방식을 바꿔 가며 같은 재무 기준으로 순위를 매겼습니다."),
        h(2, "결과"),
        p(
          "최종안은 사업주가 원한 소형 세대 위주의 구성을 지키면서 주차 대수 기준도 그대로 충족했습니다. 수익성 개선 폭을 공개한 사례는 도입 사례 페이지의 로스앤젤레스 부지입니다.",
        ),
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
        { type: "list", ordered: false, text: ["PDF 보고서", "엑셀 데이터", "CAD 및 Revit 평면도"] },
        p('자세한 사용법은 <a href="/zen-app">앱 소개 페이지</a>에서 확인하세요.'),
      ],
    ],
  },
  {
    id: "brokers-development-potential",
    createdAt: "2025-03-12T09:00:00Z",
    list: {
      title: "중개인을 위한 개발 가능성 분석: 매물의 가치를 숫자로 보여주기",
      category: "가이드",
      summary:
        "매물의 개발 가능성을 빠르게 분석해 매수자에게 근거 있는 제안을 하고 거래 가치를 높이는 방법을 알아봅니다.",
      lang: "ko",
    },
    sections: [
      [
        h(1, "왜 개발 가능성인가"),
        p(
          "토지 매수자는 지금의 건물보다 앞으로 지을 수 있는 건물에 관심이 많습니다. 개발 가능성을 수치로 보여주면 대화가 달라집니다.",
        ),
      ],
      [
        h(1, "분석 순서"),
        {
          type: "list",
          ordered: true,
          text: [
            "주소로 부지를 불러옵니다.",
            "용적률과 높이 제한 안에서 설계안을 만듭니다.",
            "세대 수와 예상 수익을 보고서로 공유합니다.",
          ],
        },
      ],
    ],
  },
];
