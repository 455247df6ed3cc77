/**
 * The items a privacy policy must hold (PIPA art. 30, 시행령 제31조, the PIPC's 작성지침), each a
 * section of content/legal/privacy.{ko,en}.ts under this id: tests/unit/legal/privacy-items.test.ts
 * checks that both languages have every one.
 */
export const privacyPolicyItems = {
  purposes: "처리 목적",
  items: "처리하는 개인정보의 항목",
  "form-consent": "양식별 동의 고지(항목, 목적, 보유 기간, 거부권)",
  retention: "처리 및 보유 기간",
  destruction: "파기 절차와 방법",
  "third-party": "제3자 제공",
  processors: "처리 위탁(수탁자와 업무)",
  overseas: "국외 이전(제28조의8)",
  rights: "정보주체의 권리와 행사 방법",
  cookies: "자동 수집 장치의 설치·운영과 거부",
  security: "안전성 확보 조치(제29조)",
  children: "만 14세 미만 아동",
  officer: "개인정보 보호책임자",
  remedies: "권익침해 구제 방법",
  changes: "처리방침의 변경과 이력",
} as const;

export type PrivacyPolicyItem = keyof typeof privacyPolicyItems;
