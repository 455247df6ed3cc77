import { deferFrameworkScripts, deferredScriptSources } from "@/lib/html/deferred-scripts";
import { inlineScriptHashes } from "@/lib/security/inline-script-hashes";
import { nextFrames, page, runLoader, sources, startedScripts } from "./loader-page";

describe("deferFrameworkScripts", () => {
  const deferred = deferFrameworkScripts(page);

  it("takes the async framework scripts and their preload out of the HTML and lists them for the loader", () => {
    expect(deferred).not.toMatch(/async=""/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferredScriptSources(deferred)).toEqual(sources);
    // What is not Next's async framework script stays: the stylesheet, the legacy polyfills, the payload.
    expect(deferred).toContain('href="/_next/static/chunks/a.css"');
    expect(deferred).toContain('noModule=""');
    expect(deferred).toContain("self.__next_f.push([0])");
  });

  it("puts the loader in the head, where the page's policy names it by hash", () => {
    expect(deferred.indexOf('<script id="deferred-scripts"')).toBeLessThan(deferred.indexOf("</head>"));
    expect(inlineScriptHashes(deferred)).toHaveLength(inlineScriptHashes(page).length + 1);
  });

  it("defers the scripts of a page rendered under a nonce policy too", () => {
    const withNonce = page
      .replace(/ async=""/g, ' async="" nonce="abc"')
      .replace('fetchPriority="low"', 'fetchPriority="low" nonce="abc"');
    const rewritten = deferFrameworkScripts(withNonce);
    expect(rewritten).not.toMatch(/async=""/);
    expect(rewritten).not.toContain('rel="preload" as="script"');
    expect(deferredScriptSources(rewritten)).toEqual(sources);
  });

  it("leaves a page already rewritten, or one without framework scripts, as it is", () => {
    expect(deferFrameworkScripts(deferred)).toBe(deferred);
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(deferFrameworkScripts(plain)).toBe(plain);
    expect(deferredScriptSources(plain)).toEqual([]);
  });
});

// jsdom reports no largest paint: the loader starts the scripts after the first frame, as in a
// browser without that report. (Chromium's path is proven end to end: tests/e2e/on-demand-code.spec.ts.)
describe("the loader, in a browser without largest-paint reports (jsdom)", () => {
  afterEach(() => document.head.replaceChildren());
  const framework = () => startedScripts().filter((src) => !src?.includes("polyfills"));

  it("starts every framework script, once, after the first frame", async () => {
    runLoader();
    expect(framework()).toEqual([]);
    await nextFrames();
    expect(framework()).toEqual(sources);
    window.dispatchEvent(new KeyboardEvent("keydown"));
    expect(framework()).toEqual(sources);
  });

  it("starts them at once when the visitor presses a key before the first frame", () => {
    runLoader();
    window.dispatchEvent(new KeyboardEvent("keydown"));
    expect(framework()).toEqual(sources);
  });

  it("leaves a click alone once React listens on the document (React replays it itself)", async () => {
    runLoader();
    Object.assign(document, { __reactContainer$test: {} });
    const menu = document.body.appendChild(document.createElement("button"));
    Object.assign(menu, { __reactProps$test: {} });
    let clicks = 0;
    menu.addEventListener("click", () => clicks++);
    menu.click();
    await nextFrames();
    expect(clicks).toBe(1);
    delete (document as unknown as Record<string, unknown>).__reactContainer$test;
    menu.remove();
  });
});
