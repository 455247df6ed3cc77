/** @jest-environment node */
import { isEventTypeViewed, schedulingUrl } from "@/components/demo/scheduling-widget";
import { brand, demoTriggers } from "@/lib/config/brand";

const base = "https://calendly.com/example-team/demo";

describe("scheduling URL per trigger", () => {
  it.each(demoTriggers.map((trigger) => [trigger]))("%s: the trigger's URL with the query's utm values", (trigger) => {
    const url = new URL(schedulingUrl(trigger, "?utm_campaign=spring&utm_source=news&utm_medium=email&other=1"));
    expect(`${url.origin}${url.pathname}`).toBe(base);
    expect(url.searchParams.get("utm_campaign")).toBe("spring");
    expect(url.searchParams.get("utm_source")).toBe("news");
    expect(url.searchParams.get("utm_medium")).toBe("email");
    expect(url.searchParams.has("other")).toBe(false);
    const tagged = !["bisnow", "blog", "blogView"].includes(trigger);
    expect(url.searchParams.get("utm_content")).toBe(tagged ? trigger : null);
  });

  it("adds nothing when the page has no utm values", () => {
    expect(schedulingUrl("header", "")).toBe(`${base}?utm_content=header`);
    expect(schedulingUrl("blog", "?x=1")).toBe(base);
  });
});

describe("event-type-viewed message", () => {
  const data = { event: "calendly.event_type_viewed", payload: {} };

  it("counts only the provider's origin", () => {
    expect(isEventTypeViewed({ origin: brand.urls.schedulingOrigin, data })).toBe(true);
    expect(isEventTypeViewed({ origin: "https://evil.example", data })).toBe(false);
    expect(isEventTypeViewed({ origin: "https://calendly.com.evil.example", data })).toBe(false);
  });

  it("ignores other events and malformed data from the right origin", () => {
    const origin = brand.urls.schedulingOrigin;
    expect(isEventTypeViewed({ origin, data: { event: "calendly.date_and_time_selected" } })).toBe(false);
    expect(isEventTypeViewed({ origin, data: "calendly.event_type_viewed" })).toBe(false);
    expect(isEventTypeViewed({ origin, data: null })).toBe(false);
  });
});
