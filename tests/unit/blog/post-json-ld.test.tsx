import { render } from "@testing-library/react";
import { PostJsonLd } from "@/components/blog/post-json-ld";

describe("PostJsonLd", () => {
  it("escapes < so post text cannot close the script element", () => {
    const { container } = render(
      <PostJsonLd
        url="https://x.test/blog/a"
        headline="</script><script>alert(1)</script>"
        description="a < b"
        datePublished="2026-01-01T00:00:00.000Z"
        dateModified="2026-01-02T00:00:00.000Z"
      />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain("<");
    expect(JSON.parse(script?.innerHTML ?? "")).toMatchObject({
      "@type": "BlogPosting",
      headline: "</script><script>alert(1)</script>",
      description: "a < b",
    });
  });
});
