import type { Locale } from "@/lib/i18n/routing";

/**
 * The prompts a reply template leaves where only the writer knows what goes (the order confirmation's
 * delivery date; its bank account while the setting is unset; its items' prices once the price settings
 * changed). A reply that still holds one is not sent: the form and the route refuse it.
 */
export const replyPrompts: Record<Locale, { dueDate: string; bankAccount: string; prices: string }> = {
  ko: {
    dueDate: "(예정 납기일을 적어 주세요. 예: 2026년 12월 14일)",
    bankAccount: "(입금 계좌를 적어 주세요. 예: 은행 이름, 계좌번호, 예금주)",
    prices:
      "(신청 뒤 가격 설정이 바뀌어 위 항목별 금액이 합계와 다를 수 있습니다. 신청 화면에 표시된 금액으로 고쳐 적어 주세요.)",
  },
  en: {
    dueDate: "(Write the expected delivery date, e.g. 14 December 2026.)",
    bankAccount: "(Write the bank account for payment: bank, account number and holder.)",
    prices:
      "(The prices have changed since this request, so the items above may not add up to the total. Write the amounts the request screen showed.)",
  },
};

/** Every prompt in every language: none may be left in a reply that is sent. */
export const allReplyPrompts: string[] = Object.values(replyPrompts).flatMap((prompts) => Object.values(prompts));
