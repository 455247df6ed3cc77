import { consentFormNames, consentForms, consentNoticeTexts, consentPolicySection } from "./consent-notice";
import { privacyRequestPage, type LegalDocument, type LegalFacts } from "./types";

/**
 * The privacy policy (개인정보 처리방침) of the Korean pages, with the items PIPA art. 30, 시행령
 * 제31조 and the PIPC's 작성지침 ask, each a section whose id the English policy shares
 * (content/legal/privacy-items.ts). The facts of the business come from the settings.
 */
export function privacyKo(facts: LegalFacts): LegalDocument {
  const notice = consentNoticeTexts(facts).ko;
  const names = consentFormNames.ko;
  const officer = facts.privacyOfficer;
  const processors = facts.processors;
  const calendly = facts.usesCalendly;
  const officerContact = `개인정보 보호책임자(${facts.reachVia(officer.email, "ko", { link: true })}, 전화 ${officer.phone})`;
  const requestVia = privacyRequestPage
    ? `[개인정보 요청 양식](${privacyRequestPage})이나 ${officerContact}에게`
    : `${officerContact}에게 이메일, 전화 또는 서면으로`;

  return {
    title: "개인정보 처리방침",
    lastUpdated: "2026. 11. 28.",
    intro: [
      {
        kind: "p",
        text: `${facts.companyName}(이하 “회사”)는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리하기 위하여 다음과 같이 개인정보 처리방침을 정하여 공개합니다. 이 방침은 회사의 웹사이트와 ${facts.productName} 앱, ${facts.productName} 모듈러, AI 컨설팅 및 사업성 보고서 서비스에 적용됩니다.`,
      },
    ],
    sections: [
      {
        id: "purposes",
        title: "개인정보의 처리 목적",
        blocks: [
          {
            kind: "p",
            text: "회사는 다음 목적을 위해서만 개인정보를 처리하며, 목적이 바뀌면 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 합니다.",
          },
          {
            kind: "ul",
            items: [
              `${names.contact}: 문의 내용의 확인과 답변`,
              `${names.signup}, ${names.lead}: 무료 체험 계정의 제공, 데모와 상담 일정의 조율, 신청한 제품의 안내`,
              `${names.callback}: 희망한 시간대에 전화로 데모 안내`,
              `${names.report}: 신청 내용의 확인, 결제 안내, 보고서의 작성과 제공, 청약철회·환불과 하자 보수의 처리`,
              `${names.newsletter}: ${notice.newsletter.purpose}`,
              `${names.privacyRequest}: ${notice.privacyRequest.purpose}`,
              `마케팅 정보 수신 동의: ${notice.marketing.purpose}`,
              "모든 양식 공통: 방문 경로 분석을 통한 서비스 개선, 스팸과 부정 이용의 방지",
              "채용 지원(채용 공고를 보고 이메일로 지원한 경우): 지원자의 전형과 결과 안내",
              "웹사이트 방문: 언어 설정의 유지와 방문 통계의 작성",
            ],
          },
          {
            kind: "p",
            text: "회사는 정보주체에게 중대한 영향을 미치는 결정을 자동화된 시스템만으로 하지 않습니다.",
          },
        ],
      },
      {
        id: "items",
        title: "처리하는 개인정보의 항목",
        blocks: [
          {
            kind: "p",
            text: "회사는 양식마다 다음 항목을 정보주체로부터 직접 받습니다. 양식에 선택으로 표시된 항목과 첨부 파일은 적거나 올리지 않아도 됩니다.",
          },
          { kind: "ul", items: consentForms.map((form) => `${names[form]}: ${notice.collected[form]}`) },
          {
            kind: "ul",
            items: [
              `${notice.collectedAutomatically}, 동의 여부와 고지문 버전, 동의 일시`,
              `마케팅 정보 수신 동의(선택): ${notice.marketing.collected}`,
              "채용 지원: 이메일로 보내 주신 이력서, 자기소개서, 포트폴리오에 적힌 정보",
              "웹사이트 방문: 쿠키에 저장되는 언어 설정과 방문 통계용 식별자, 접속 IP 주소, 브라우저와 기기 정보, 방문한 페이지와 방문 일시",
              ...(calendly ? ["데모 예약(예약 위젯): 이름, 이메일 주소, 예약 일시, 예약 때 적은 내용"] : []),
            ],
          },
          {
            kind: "p",
            text: "회사는 주민등록번호 등 고유식별정보와 민감정보를 수집하지 않습니다. 사업성 보고서의 결제는 회사가 신청 확인 때 안내하는 계좌이체 등으로 이루어지며, 회사는 입금자명과 결제 금액, 세금계산서 발급에 필요한 정보만 받습니다.",
          },
        ],
      },
      consentPolicySection(facts, "ko"),
      {
        id: "retention",
        title: "개인정보의 처리 및 보유 기간",
        blocks: [
          {
            kind: "p",
            text: "회사는 동의받은 보유 기간이나 법령이 정한 기간 동안만 개인정보를 보유하며, 항목별 기간은 다음과 같습니다.",
          },
          {
            kind: "ul",
            items: [
              `${consentForms
                .filter((form) => form !== "newsletter" && form !== "privacyRequest")
                .map((form) => names[form])
                .join(", ")} 양식으로 받은 정보, 첨부 파일, 자동 수집 항목과 동의 기록: 마지막 연락일로부터 3년`,
              `${names.newsletter}의 이메일 주소: 수신을 거부하거나 동의를 철회할 때까지`,
              `${names.privacyRequest}: ${notice.privacyRequest.retention}`,
              "마케팅 정보 수신 동의의 이름과 이메일 주소: 동의를 철회할 때까지",
              "사업성 보고서 계약과 청약철회에 관한 기록, 대금 결제와 보고서 제공에 관한 기록: 5년(「전자상거래 등에서의 소비자보호에 관한 법률」 제6조)",
              "소비자의 불만이나 분쟁 처리에 관한 기록: 3년(같은 법)",
              "세금계산서 등 거래에 관한 장부와 증빙: 5년(「국세기본법」 제85조의3)",
              "채용 지원 서류: 전형이 끝난 날부터 180일(지원자가 요청하면 즉시 파기)",
              "방문 통계용 쿠키: 아래 “쿠키의 설치·운영과 거부” 항목에 적은 기간",
            ],
          },
        ],
      },
      {
        id: "destruction",
        title: "개인정보의 파기 절차와 방법",
        blocks: [
          {
            kind: "p",
            text: "파기 절차: 회사는 보유 기간이 끝났거나 처리 목적을 이룬 개인정보를 개인정보 보호책임자의 확인을 거쳐 그 날부터 5일 이내에 파기합니다. 다른 법령에 따라 계속 보존해야 하는 개인정보는 다른 개인정보와 분리된 데이터베이스나 보관 장소로 옮겨 그 법령이 정한 기간 동안 보관하고, 보존 목적 외로는 이용하지 않습니다.",
          },
          {
            kind: "p",
            text: "파기 방법: 데이터베이스의 기록과 업로드 파일은 복구할 수 없는 방법으로 삭제하며, 백업에 남은 사본은 백업 보관 주기가 끝날 때 함께 삭제합니다. 종이에 출력한 개인정보는 분쇄하거나 소각합니다.",
          },
        ],
      },
      {
        id: "third-party",
        title: "개인정보의 제3자 제공",
        blocks: [
          {
            kind: "p",
            text: "회사는 개인정보를 제3자에게 제공하지 않으며, 판매하지도 않습니다. 다만 정보주체가 따로 동의한 경우나 법률에 특별한 규정이 있는 경우 등 「개인정보 보호법」 제17조와 제18조가 허용하는 경우에는 예외로 하고, 이때에도 필요한 최소한의 정보만 제공합니다.",
          },
        ],
      },
      {
        id: "processors",
        title: "개인정보 처리업무의 위탁",
        blocks: [
          { kind: "p", text: "회사는 원활한 서비스 제공을 위하여 다음과 같이 개인정보 처리업무를 위탁합니다." },
          {
            kind: "ul",
            items: [
              `${processors.hosting}: 웹사이트, 데이터베이스와 업로드 파일을 보관하는 서버의 운영(호스팅)`,
              `${processors.mail}: 문의·신청 알림, 답장과 뉴스레터 이메일의 발송`,
              "ActiveCampaign, LLC: 제품·체험 신청 양식으로 받은 고객 정보의 관리(고객 관계 관리, CRM)",
              "Google LLC: Google 태그 관리자와 Google 애널리틱스를 이용한 방문 통계의 작성",
              ...(calendly ? ["Calendly LLC: 데모 예약 일정의 관리"] : []),
            ],
          },
          {
            kind: "p",
            text: "회사는 위탁 계약을 맺을 때 「개인정보 보호법」 제26조에 따라 위탁 업무 수행 목적 외 처리 금지, 안전성 확보 조치, 재위탁 제한, 수탁자에 대한 관리·감독, 손해배상 등 책임에 관한 사항을 문서로 정하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다. 위탁 업무의 내용이나 수탁자가 바뀌면 지체 없이 이 방침에 공개합니다.",
          },
        ],
      },
      {
        id: "overseas",
        title: "개인정보의 국외 이전",
        blocks: [
          {
            kind: "p",
            text: "회사는 정보주체와의 계약을 이행하고 서비스를 제공하기 위하여 다음과 같이 개인정보를 국외에서 처리하도록 위탁합니다(「개인정보 보호법」 제28조의8제1항제3호).",
          },
          {
            kind: "ul",
            items: [
              `이전받는 자: ActiveCampaign, LLC(미국, 연락처 privacy@activecampaign.com). 이전 항목: ${notice.collected.lead}. 이전 시기와 방법: ${names.lead} 양식을 제출할 때마다 암호화된 통신(HTTPS)으로 전송. 이용 목적: 고객 관계 관리와 후속 연락. 보유 기간: 회사의 보유 기간(마지막 연락일로부터 3년)이 끝나거나 위탁 계약이 끝날 때까지.`,
              "이전받는 자: Google LLC(미국, 연락처 https://support.google.com/policies). 이전 항목: 방문 통계용 쿠키 식별자, 접속 IP 주소, 브라우저와 기기 정보, 방문한 페이지와 방문 일시. 이전 시기와 방법: 웹사이트를 방문할 때 브라우저가 암호화된 통신(HTTPS)으로 전송. 이용 목적: 방문 통계의 작성. 보유 기간: 수집일로부터 14개월.",
              ...(calendly
                ? [
                    "이전받는 자: Calendly LLC(미국, 연락처 privacy@calendly.com). 이전 항목: 이름, 이메일 주소, 예약 일시, 예약 때 적은 내용. 이전 시기와 방법: 데모 예약 위젯에서 예약할 때 암호화된 통신(HTTPS)으로 전송. 이용 목적: 데모 일정의 관리. 보유 기간: 마지막 연락일로부터 3년.",
                  ]
                : []),
            ],
          },
          {
            kind: "p",
            text: `국외 이전을 거부하는 방법과 그 효과: ${calendly ? "ActiveCampaign과 Calendly로의" : "ActiveCampaign으로의"} 이전을 원하지 않으면 양식 대신 ${officerContact}에게 연락하여 문의하거나 신청할 수 있고, 이미 이전된 정보는 요청하면 삭제합니다. 이 경우에도 문의와 신청은 그대로 처리됩니다. Google로의 이전은 아래 “쿠키의 설치·운영과 거부” 항목의 방법으로 쿠키를 거부하거나 Google 애널리틱스 차단 브라우저 부가기능(https://tools.google.com/dlpage/gaoptout)을 설치하여 막을 수 있으며, 거부하더라도 웹사이트는 그대로 이용할 수 있습니다.`,
          },
        ],
      },
      {
        id: "rights",
        title: "정보주체의 권리·의무와 행사 방법",
        blocks: [
          {
            kind: "p",
            text: "정보주체는 회사에 대하여 언제든지 다음 권리를 행사할 수 있습니다.",
          },
          {
            kind: "ul",
            items: [
              "개인정보의 열람 요구(「개인정보 보호법」 제35조)",
              "개인정보의 정정·삭제 요구(같은 법 제36조)",
              "개인정보의 처리정지 요구와 동의 철회(같은 법 제37조)",
            ],
          },
          {
            kind: "p",
            text: `권리는 ${requestVia} 요청하여 행사할 수 있으며, 회사는 본인임을 확인한 뒤 10일 이내에 조치하고 그 결과를 알립니다. 뉴스레터와 마케팅 이메일은 매 이메일의 수신 거부 링크로도 바로 거부할 수 있습니다. 법정대리인이나 위임을 받은 사람도 대리하여 요청할 수 있으며, 이때에는 위임장을 함께 제출해야 합니다.`,
          },
          {
            kind: "p",
            text: "다만 법률에 특별한 규정이 있거나 다른 사람의 생명·신체를 해칠 우려가 있는 경우에는 열람과 처리정지가 제한될 수 있고, 다른 법령이 보존하도록 정한 개인정보는 삭제를 요구할 수 없습니다. 회사는 요청을 거절하는 경우 그 사유와 이의를 제기하는 방법을 알립니다. 정보주체는 자신의 개인정보를 정확하게 알려야 하며, 다른 사람의 개인정보를 도용해서는 안 됩니다.",
          },
        ],
      },
      {
        id: "cookies",
        title: "쿠키의 설치·운영과 거부",
        blocks: [
          {
            kind: "p",
            text: "쿠키는 웹사이트가 이용자의 브라우저에 저장하는 작은 텍스트 파일입니다. 회사의 웹사이트는 다음 쿠키를 사용합니다.",
          },
          {
            kind: "ul",
            items: [
              "언어 설정(NEXT_LOCALE): 이용자가 고른 언어를 기억합니다. 보관 기간: 1년",
              "방문자 식별(Google 애널리틱스 _ga): 재방문을 집계하기 위해 브라우저를 구별하는 무작위 식별자입니다. 보관 기간: 2년",
              "일일 세션(Google 애널리틱스 _gid): 하루 동안 본 페이지를 하나의 방문으로 묶습니다. 보관 기간: 1일",
              "요청 빈도 제한(Google 애널리틱스 _gat): 통계 요청이 보내지는 빈도를 제한합니다. 보관 기간: 1분",
            ],
          },
          {
            kind: "p",
            text: "회사는 맞춤형 광고를 위한 행태정보를 수집하지 않으며, 쿠키를 제3자 광고에 사용하지 않습니다.",
          },
          {
            kind: "p",
            text: "쿠키를 거부하는 방법: 브라우저 설정에서 쿠키의 저장을 막거나 저장된 쿠키를 지울 수 있습니다. Chrome은 설정 > 개인정보 보호 및 보안 > 서드 파티 쿠키, Edge는 설정 > 쿠키 및 사이트 권한, Safari는 설정 > 개인정보 보호에서 바꿀 수 있습니다. 쿠키를 거부해도 웹사이트는 그대로 이용할 수 있으며, 다만 고른 언어가 기억되지 않고 방문 통계에 포함되지 않습니다.",
          },
        ],
      },
      {
        id: "security",
        title: "개인정보의 안전성 확보 조치",
        blocks: [
          {
            kind: "p",
            text: "회사는 「개인정보 보호법」 제29조에 따라 다음과 같이 안전성 확보에 필요한 관리적·기술적·물리적 조치를 하고 있습니다.",
          },
          {
            kind: "ul",
            items: [
              "접근 권한의 관리: 직원마다 개인 계정을 발급하고 업무에 필요한 역할(관리자, 마케팅, 편집자)의 권한만 부여하며, 퇴직하거나 역할이 바뀌면 지체 없이 계정을 비활성화하거나 권한을 바꿉니다. 비활성화된 계정은 모든 로그인 상태가 즉시 종료됩니다.",
              "접근 통제: 개인정보를 다루는 관리 화면은 로그인한 직원만 볼 수 있고, 관리자는 2단계 인증(인증 앱)을 써야 합니다. 같은 주소에서 15분 안에 비밀번호가 5번 틀리면 로그인을 막습니다.",
              "암호화: 모든 통신은 암호화된 연결(HTTPS)로 주고받습니다. 직원의 비밀번호는 복호화할 수 없는 일방향 암호(scrypt)로 바꾸어 저장하고, 로그인 토큰은 해시값만 저장하며, 2단계 인증의 비밀키는 암호화하여 저장합니다.",
              "접속기록의 보관: 직원의 로그인, 개인정보 조회, 파일 다운로드, 내보내기와 변경 기록을 2년 이상 보관하며, 이 기록은 수정하거나 지울 수 없습니다.",
              "업로드 파일의 보호: 사업성 보고서에 첨부한 파일은 공개되지 않는 저장 공간에 보관하고, 로그인한 담당 직원만 내려받을 수 있습니다.",
              "보안 조치: 허용하지 않은 스크립트의 실행을 막는 콘텐츠 보안 정책을 적용하고, 양식 제출과 업로드의 빈도와 용량을 제한합니다.",
              "물리적 조치: 서버는 출입이 통제되는 호스팅 사업자의 데이터센터에 둡니다.",
              "개인정보 취급자의 관리: 개인정보를 다루는 직원을 최소한으로 정하고 정기적으로 교육합니다.",
            ],
          },
        ],
      },
      {
        id: "children",
        title: "만 14세 미만 아동의 개인정보",
        blocks: [
          {
            kind: "p",
            text: "회사의 서비스는 업무 전문가를 위한 것으로, 회사는 만 14세 미만 아동의 개인정보를 수집하지 않습니다. 만 14세 미만 아동의 개인정보가 수집된 사실을 알게 되면 지체 없이 파기합니다.",
          },
        ],
      },
      {
        id: "officer",
        title: "개인정보 보호책임자",
        blocks: [
          {
            kind: "p",
            text: "회사는 개인정보 처리에 관한 업무를 총괄하고 정보주체의 불만 처리와 피해 구제를 담당하는 개인정보 보호책임자를 다음과 같이 지정합니다. 개인정보 열람 청구 등 권리 행사와 개인정보에 관한 문의도 아래로 보내 주십시오.",
          },
          {
            kind: "ul",
            items: [
              `성명: ${officer.name}`,
              `직책: ${officer.title}`,
              ...(officer.department ? [`부서: ${officer.department}`] : []),
              `전화: ${officer.phone}`,
              facts.contactLine(officer.email, "ko"),
            ],
          },
        ],
      },
      {
        id: "remedies",
        title: "권익침해 구제 방법",
        blocks: [
          {
            kind: "p",
            text: "정보주체는 개인정보 침해로 인한 구제를 받기 위하여 아래 기관에 분쟁 조정을 신청하거나 상담, 신고를 할 수 있습니다.",
          },
          {
            kind: "ul",
            items: [
              "개인정보분쟁조정위원회: 국번 없이 1833-6972, www.kopico.go.kr",
              "개인정보침해신고센터(한국인터넷진흥원): 국번 없이 118, privacy.kisa.or.kr",
              "대검찰청: 국번 없이 1301, www.spo.go.kr",
              "경찰청: 국번 없이 182, ecrm.police.go.kr",
            ],
          },
        ],
      },
      {
        id: "changes",
        title: "개인정보 처리방침의 변경",
        blocks: [
          {
            kind: "p",
            text: "이 방침은 2026년 11월 28일부터 적용됩니다. 회사는 방침을 바꿀 때 시행일 7일 전부터 웹사이트에 알리며, 수집 항목이나 이용 목적이 늘어나는 등 중요한 변경은 30일 전부터 알립니다. 이전 방침은 아래에서 볼 수 있습니다.",
          },
          {
            kind: "ul",
            items: [
              "2026. 11. 28.: 「개인정보 보호법」에 맞추어 처리 목적, 보유 기간, 파기, 위탁, 국외 이전, 보호책임자와 구제 방법을 정리한 현재 방침",
              "2026. 11. 25.: 웹사이트 양식의 동의 항목을 추가한 방침, [이전 방침 보기](/privacy-policy/2026-11-25)",
              "2023. 11. 16.: 개정 방침(2026. 11. 25. 방침은 이 방침에 양식의 동의 항목만 더한 것입니다)",
              `2021. 11. 29.: 최초 방침, [이전 방침 보기](/${facts.oldPrivacyToken})`,
            ],
          },
        ],
      },
    ],
  };
}
