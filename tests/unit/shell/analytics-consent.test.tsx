import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AnalyticsConsentNotice } from "@/components/shell/analytics-consent";
import { createTranslator } from "next-intl";
import { analyticsTransferFacts } from "@/content/legal/transfers";
import { CONSENT_COOKIE, readChoice, startAnalyticsConsent } from "@/lib/client/analytics-consent";
import { compiledMessages } from "@/lib/i18n/compile-messages";
import { loadMessages } from "@/lib/i18n/messages";

const src = "https://www.googletagmanager.com/gtm.js?id=GTM-TEST123";
const version = "2026-11-30";
const text = {
  title: "Visit statistics",
  body: "May we send visit statistics to Google LLC (United States)? Retention: 14 months from collection.",
  details: "Details in our privacy policy (cookies)",
  accept: "Accept",
  decline: "Decline",
  current: { accept: "Your current choice: Accept.", decline: "Your current choice: Decline." },
};

const tagScripts = () => document.querySelectorAll(`script[src="${src}"]`);
const startEvents = () => (window.dataLayer ?? []).filter((entry) => entry.event === "gtm.js");

function clearCookies() {
  for (const pair of document.cookie.split(/;\s*/).filter(Boolean))
    document.cookie = `${pair.split("=")[0]}=; Path=/; Max-Age=0`;
}

let stops: (() => void)[] = [];

/** A page load: the server's markup (the notice hidden), then its script. */
function renderNotice() {
  const page = render(
    <>
      <AnalyticsConsentNotice src={src} version={version} policyHref="/en/privacy-policy#cookies" text={text} />
      <a href="#cookies" data-cookie-settings="">
        Cookie settings
      </a>
    </>,
  );
  stops.push(startAnalyticsConsent());
  return page;
}

const region = () => screen.queryByRole("region", { name: "Visit statistics" });

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

beforeEach(() => {
  clearCookies();
  window.dataLayer = [];
  document.getElementById("tag-manager")?.remove();
  document.documentElement.style.removeProperty("--consent-space");
});

describe("AnalyticsConsent", () => {
  it("is hidden until its script runs: without it nothing is asked and nothing is sent", () => {
    render(<AnalyticsConsentNotice src={src} version={version} policyHref="/en/privacy-policy#cookies" text={text} />);
    expect(region()).toBeNull();
    expect(tagScripts()).toHaveLength(0);
  });

  it("asks on a first visit with two equal buttons, nothing chosen, and loads no tag before an answer", () => {
    renderNotice();
    const notice = screen.getByRole("region", { name: "Visit statistics" });
    expect(notice).toHaveTextContent("Google LLC (United States)");
    expect(screen.getByRole("link", { name: text.details })).toHaveAttribute("href", "/en/privacy-policy#cookies");
    const accept = screen.getByRole("button", { name: "Accept" });
    const decline = screen.getByRole("button", { name: "Decline" });
    expect(accept.className).toBe(decline.className);
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(tagScripts()).toHaveLength(0);
    expect(startEvents()).toEqual([]);
    expect(document.cookie).not.toContain(CONSENT_COOKIE);
  });

  it("on Accept keeps the choice with the notice's version and date, and loads the tag manager at once, once", () => {
    renderNotice();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(region()).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=accept:${version}:${today}`);
    expect(tagScripts()).toHaveLength(1);
    expect(startEvents()).toHaveLength(1);
  });

  it("on a later page after Accept loads the tag manager without asking", () => {
    document.cookie = `${CONSENT_COOKIE}=accept:${version}:2026-11-30; Path=/`;
    renderNotice();
    expect(region()).toBeNull();
    expect(tagScripts()).toHaveLength(1);
  });

  it("on Decline keeps that choice and loads nothing, then or on a later page", () => {
    const first = renderNotice();
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(readChoice(document.cookie, version)).toBe("decline");
    expect(region()).toBeNull();
    expect(tagScripts()).toHaveLength(0);
    first.unmount();
    stops.pop()!();
    renderNotice();
    expect(region()).toBeNull();
    expect(tagScripts()).toHaveLength(0);
    expect(startEvents()).toEqual([]);
  });

  it("asks again when the kept choice was given to another version of the notice", () => {
    document.cookie = `${CONSENT_COOKIE}=accept:2026-01-01:2026-01-01; Path=/`;
    renderNotice();
    expect(screen.getByRole("region", { name: "Visit statistics" })).toBeInTheDocument();
    expect(tagScripts()).toHaveLength(0);
  });

  it("reopens from the cookie settings link, saying the current choice, takes focus and gives it back", () => {
    document.cookie = `${CONSENT_COOKIE}=decline:${version}:2026-11-30; Path=/`;
    renderNotice();
    const link = screen.getByRole("link", { name: "Cookie settings" });
    link.focus();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    // The link's address (the policy's cookie section) is where it goes without the notice's script.
    expect(click.defaultPrevented).toBe(true);
    const notice = screen.getByRole("region", { name: "Visit statistics" });
    expect(notice).toHaveTextContent("Your current choice: Decline.");
    expect(notice).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(readChoice(document.cookie, version)).toBe("accept");
    expect(tagScripts()).toHaveLength(1);
    expect(link).toHaveFocus();
  });

  it("withdrawing replaces the choice with Decline and deletes Google's statistics cookies", () => {
    document.cookie = `${CONSENT_COOKIE}=accept:${version}:2026-11-30; Path=/`;
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    document.cookie = "_ga_ABC123=GS1.1; Path=/";
    document.cookie = "_gid=GA1.1.789; Path=/";
    document.cookie = "_gcl_au=1.1.42; Path=/";
    document.cookie = "NEXT_LOCALE=en; Path=/";
    renderNotice();
    // (The tag manager loaded for this page; a withdrawal then reloads it, which jsdom cannot: take it out.)
    document.getElementById("tag-manager")?.remove();
    screen.getByRole("link", { name: "Cookie settings" }).click();
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(readChoice(document.cookie, version)).toBe("decline");
    expect(document.cookie).not.toMatch(/_ga|_gid|_gcl/);
    expect(document.cookie).toContain("NEXT_LOCALE=en");
  });

  it("after a Decline, deletes on each page what a tag still running before the reload wrote again", () => {
    document.cookie = `${CONSENT_COOKIE}=decline:${version}:2026-11-30; Path=/`;
    document.cookie = "_ga=GA1.1.123.456; Path=/";
    renderNotice();
    expect(tagScripts()).toHaveLength(0);
    expect(screen.queryByRole("region", { name: "Visit statistics" })).not.toBeInTheDocument();
    expect(document.cookie).not.toMatch(/_ga/);
  });

  it("asks again in a shell drawn anew in the same load (a change of language)", async () => {
    const first = renderNotice();
    first.unmount();
    expect(region()).toBeNull();
    // The new shell's notice arrives hidden, as the server draws it; the running script shows it.
    render(<AnalyticsConsentNotice src={src} version={version} policyHref="/privacy-policy#cookies" text={text} />);
    await waitFor(() => expect(region()).toBeVisible());
    expect(tagScripts()).toHaveLength(0);
  });

  it("keeps room below the page while it shows, and gives it back once answered", () => {
    renderNotice();
    expect(document.documentElement.style.getPropertyValue("--consent-space")).toMatch(/^\d+px$/);
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(document.documentElement.style.getPropertyValue("--consent-space")).toBe("");
  });
});

describe("readChoice", () => {
  it("reads only this version's accept or decline", () => {
    expect(readChoice(`a=1; ${CONSENT_COOKIE}=accept:v1:2026-11-30; b=2`, "v1")).toBe("accept");
    expect(readChoice(`${CONSENT_COOKIE}=decline:v1:2026-11-30`, "v1")).toBe("decline");
    expect(readChoice(`${CONSENT_COOKIE}=accept:v0:2026-11-30`, "v1")).toBeUndefined();
    expect(readChoice(`${CONSENT_COOKIE}=maybe:v1:2026-11-30`, "v1")).toBeUndefined();
    expect(readChoice(`x${CONSENT_COOKIE}=accept:v1:2026-11-30`, "v1")).toBeUndefined();
    expect(readChoice("", "v1")).toBeUndefined();
  });
});

describe("what the notice asks consent for", () => {
  // PIPA art. 28-8(2): the items, the country, when and how, the recipient with its contact, the purpose
  // and retention, and what refusing changes, all in the notice that asks.
  it.each(["ko", "en"] as const)("states every fact of the transfer (%s)", async (locale) => {
    const facts = analyticsTransferFacts(locale);
    // Compiled as the site's request config compiles them.
    const messages = compiledMessages(await loadMessages(locale));
    const t = createTranslator({ locale, messages, namespace: "shell.consent" });
    const body = t("body", facts);
    expect(body).toContain("Google LLC");
    expect(body).toContain(locale === "ko" ? "미국" : "United States");
    for (const fact of Object.values(facts)) expect(body).toContain(fact);
    expect(body).toContain(locale === "ko" ? "동의하지 않아도 웹사이트는 그대로" : "If you decline, the website works");
  });
});
