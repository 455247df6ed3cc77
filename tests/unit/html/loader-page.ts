import { deferFrameworkScripts } from "@/lib/html/deferred-scripts";

// The shape of Next's pre-rendered head and body, cut down.
export const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><h1>Title</h1>",
  "<script>self.__next_f.push([0])</script>",
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  "</body></html>",
].join("");

export const sources = [
  "/_next/static/chunks/react.js",
  "/_next/static/chunks/page.js",
  "/_next/static/chunks/boot.js",
];

/** The scripts the loader has put in the (jsdom) document's head. */
export const startedScripts = () =>
  [...document.head.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

/** Runs the page's loader as its head would: jsdom runs an inline script once it is in the document. */
export function runLoader(): void {
  const parsed = new DOMParser().parseFromString(deferFrameworkScripts(page), "text/html");
  const tag = parsed.getElementById("deferred-scripts")!;
  const script = document.createElement("script");
  script.setAttribute("data-chunks", tag.getAttribute("data-chunks")!);
  script.textContent = tag.textContent;
  document.head.append(script);
}

/** Enough time for jsdom's frames (16 ms apart) and the loader's timers. */
export const nextFrames = () => new Promise((resolve) => setTimeout(resolve, 100));
