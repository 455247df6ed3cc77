/** @jest-environment node */
import path from "node:path";

/**
 * Adding a language is its code in lib/i18n/routing.ts plus a messages/<code>/ folder: with a third
 * locale in the list (and a folder for it, here a stand-in), the paths, the API's language, the
 * message loader and the settings that name a language all follow, with no other change.
 */
const standIn = path.join(process.cwd(), "messages", "ja", "index");

jest.mock("@/lib/i18n/routing", () => {
  const actual = jest.requireActual("@/lib/i18n/routing");
  const { defineRouting } = jest.requireActual("next-intl/routing");
  const locales = [...actual.locales, "ja"];
  return { ...actual, locales, routing: defineRouting({ ...actual.routing, locales }) };
});
jest.doMock(
  standIn,
  () => {
    const { en } = jest.requireActual("@/messages/en");
    return { __esModule: true, default: { ...en, meta: { ...en.meta, siteName: "ジェン" } } };
  },
  { virtual: true },
);

/* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mocks, with a third locale */
const { locales } = require("@/lib/i18n/routing");
const { localizedPath, stripLocale } = require("@/lib/i18n/paths");
const { localeFromRequest } = require("@/lib/i18n/request-locale");
const { loadMessages } = require("@/lib/i18n/messages");
const { envSchema } = require("@/lib/config/env-schema");
const { newsItemSchema } = require("@/lib/news/schema");
/* eslint-enable @typescript-eslint/no-require-imports */

test("the list has the third language", () => {
  expect(locales).toEqual(["ko", "en", "ja"]);
});

test("its pages live under its prefix, and the prefix is stripped again", () => {
  expect(localizedPath("ja", "/zen-app")).toBe("/ja/zen-app");
  expect(localizedPath("ja", "/")).toBe("/ja");
  expect(stripLocale("/ja/zen-app")).toBe("/zen-app");
  expect(localizedPath("ko", "/zen-app")).toBe("/zen-app");
});

test("the API responds in it when a client asks", () => {
  const request = (headers: Record<string, string>) => new Request("http://site.test/api/x", { headers });
  expect(localeFromRequest(request({ "x-locale": "ja" }))).toBe("ja");
  expect(localeFromRequest(request({ "accept-language": "ja-JP,en;q=0.5" }))).toBe("ja");
});

test("its messages load from its folder", async () => {
  expect((await loadMessages("ja")).meta.siteName).toBe("ジェン");
});

test("settings and records that name a language accept it", () => {
  expect(envSchema.shape.TEAM_LOCALE.safeParse("ja").success).toBe(true);
  expect(newsItemSchema.shape.locale.safeParse("ja").success).toBe(true);
  expect(newsItemSchema.shape.locale.safeParse("fr").success).toBe(false);
});
