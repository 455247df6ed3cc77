import { renderRss } from "@/lib/blog/rss";

const channel = {
  title: "블로그 & 소식",
  link: "https://www.example.test/blog",
  selfLink: "https://www.example.test/api/blog",
  description: "Notes <from> the team",
  language: "ko",
  items: [
    {
      title: "R&D <beta>\u0007 ]]> ends",
      link: "https://www.example.test/blog/r-and-d",
      description: "Line one\u0000",
      category: "AI & data",
      date: new Date("2026-03-02T09:41:00Z"),
    },
  ],
};

describe("renderRss", () => {
  it("writes well-formed RSS 2.0 whatever the text staff typed", () => {
    const doc = new DOMParser().parseFromString(renderRss(channel), "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.querySelector("channel > title")?.textContent).toBe("블로그 & 소식");
    expect(doc.querySelector("channel > language")?.textContent).toBe("ko");
    expect(doc.querySelector("channel > lastBuildDate")?.textContent).toBe("Mon, 02 Mar 2026 09:41:00 GMT");
    const item = doc.querySelector("item");
    expect(item?.querySelector("title")?.textContent).toBe("R&D <beta> ]]> ends");
    expect(item?.querySelector("description")?.textContent).toBe("Line one");
    expect(item?.querySelector("category")?.textContent).toBe("AI & data");
    expect(item?.querySelector("link")?.textContent).toBe("https://www.example.test/blog/r-and-d");
  });
});
