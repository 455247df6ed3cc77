import { brand } from "@/lib/config/brand";

/**
 * The news the About page starts with, in each language (fixed ids make seeding idempotent). Staff
 * edit them and add more through /api/news; the seed never overwrites an edited row.
 */
export const seedNewsItems = [
  {
    id: 1,
    locale: "en",
    source: "Housing Innovation Weekly",
    title: `${brand.companyName} partners with a modular manufacturer to speed up affordable housing`,
    description: `The partnership uses ${brand.companyName}'s AI to generate affordable and modular housing designs from the manufacturer's own modules, cutting early design time from weeks to hours.`,
    url: brand.urls.newsPartnership,
    publishedOn: "2024-05-14",
  },
  {
    id: 2,
    locale: "en",
    source: "Startup Journal",
    title: `${brand.companyName} selected for a women founders fund`,
    description: `${brand.companyName} was selected for a women founders fund that provides $100,000 in non-equity financing to companies led by women.`,
    url: brand.urls.newsFund,
    publishedOn: "2024-09-03",
  },
  {
    id: 3,
    locale: "ko",
    source: "Housing Innovation Weekly",
    title: `${brand.companyName}, 모듈러 제조사와 손잡고 부담 가능한 주택 공급 속도 높인다`,
    description: `이번 협력으로 ${brand.companyName}의 AI가 제조사 고유의 모듈로 부담 가능한 모듈러 주택 설계안을 생성해, 초기 설계 기간을 몇 주에서 몇 시간으로 줄입니다.`,
    url: brand.urls.newsPartnership,
    publishedOn: "2024-05-14",
  },
  {
    id: 4,
    locale: "ko",
    source: "Startup Journal",
    title: `${brand.companyName}, 여성 창업가 펀드에 선정`,
    description: `여성이 이끄는 기업에 10만 달러($100,000)의 비지분 투자를 제공하는 여성 창업가 펀드에 선정되었습니다.`,
    url: brand.urls.newsFund,
    publishedOn: "2024-09-03",
  },
];
