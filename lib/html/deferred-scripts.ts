/**
 * Next writes the framework's scripts (React, the router, the page's client parts: about 140 KB) into
 * the head as `<script async>`. They then download beside the stylesheets, the faces and the hero
 * image, and on a fast connection run, hydration included, before the first paint, which waits for
 * them. `deferFrameworkScripts` takes them out of the HTML and lists them for a small inline loader
 * that starts them once the page's largest paint is on screen: the hero paints from HTML and CSS
 * alone, and the scripts follow at once. The visitor's first key, tap or scroll starts them too, and
 * a deadline does if no paint is ever reported (a tab opened in the background).
 *
 * Applied to every pre-rendered page after `next build` (scripts/lib/ensure-build.ts) and to the pages
 * Next renders again at run time as they are sent (lib/server/hash-on-send.ts). The loader is inline,
 * so the page's Content-Security-Policy names it by hash like Next's own inline scripts.
 */

const LOADER_ID = "deferred-scripts";
// Scripts may carry a nonce where a page was rendered under a nonce policy.
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""(?: nonce="[^"]*")?><\/script>/g;
// Next's hint for its bootstrap script, which the loader now starts with the rest.
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"]*")? href="[^"]+"\/>/g;
const LOADER_TAG = new RegExp(`<script id="${LOADER_ID}" data-chunks='([^']*)'>`);

// Kept to ES5 (it runs before any polyfill). When the largest paint is reported: if the page has a
// hero image (fetchpriority="high") that is shown and not yet painted, wait for its own paint (a later
// entry) or, when it is not the largest, for two frames after it loads; otherwise start now.
// A click on a button, or an arrow, Escape, Home or End key, on an element React has not hydrated
// yet (no `__reactProps…` on it) is played again on that element once React has: before React listens
// (it attaches to the document, `__reactContainer…`) nobody hears it, and afterwards React drops it
// when the element's part cannot hydrate yet (its code still loading; React then stops the event's
// propagation). So the loader looks again once React's own listener on the document has run (with a
// listener of its own there, added while the event is on its way; the next task if it never gets
// there): if the element was hydrated meanwhile (React hydrated it to handle the event) it is
// forgotten, otherwise played again once React has hydrated it. One at a time; a replay, on a
// hydrated element, is not kept again, and one still waiting is dropped when the visitor clicks, or
// presses one of those keys, on a hydrated element (React hears them now). Enter and Space (which
// click) keep their native behaviour.
// A form only script can send (no `action`, no `method`) submitted before React has hydrated it is
// held (the browser would reload the page with the visitor's fields in its address, losing what they
// typed and the campaign's query) and sent again once React has, however long that takes: by a click
// on the same button where there was one (the lead form tells its trial button apart by its click),
// else as a plain submit. It takes the place of any other event waiting.
// A choice made in a list (a <select>) before React has hydrated it, the latest one, is chosen again
// once React has: React would not hear it, and puts back the value it rendered. Choosing it twice,
// should React also have heard it, changes nothing.
// Links keep their native behaviour, except one to another page of the site clicked before React
// listens while the address carries a query (a campaign's utm_… tags): the site's links carry that
// query on once hydrated, so the click waits for hydration (3 s at most, then it is followed).
const LOADER = `(function(tag){
var d=document,started=0,early;
function start(){if(started)return;started=1;JSON.parse(tag.getAttribute("data-chunks")).forEach(function(src){var s=d.createElement("script");s.src=src;s.async=true;d.head.appendChild(s)})}
function soon(){setTimeout(start,0)}
function afterFrames(){requestAnimationFrame(function(){requestAnimationFrame(soon)})}
function has(node,prefix){return Object.keys(node).some(function(k){return k.indexOf(prefix)===0})}
function replay(e,tries){if(early!==e)return;var target=e[0];if(has(target,"__reactProps"))return setTimeout(function(){if(early!==e)return;early=0;if(target.isConnected)e[1]()},0);if(tries<(e[2]?60:e[4]?Infinity:200))return setTimeout(function(){replay(e,tries+1)},50);early=0;if(e[2])e[2]()}
function settle(){var e=early;if(!e||e[3])return;e[3]=1;if(has(e[0],"__reactProps"))early=0;else replay(e,0)}
function moved(target){if(early&&early[3]&&target&&has(target,"__reactProps"))early=0}
function remember(type,target,again,giveUp,patient){if(early||has(target,"__reactProps")||giveUp&&has(d,"__reactContainer"))return false;early=[target,again,giveUp,0,patient];start();d.addEventListener(type,settle,{capture:true,once:true});setTimeout(settle,0);return true}
addEventListener("click",function(e){
var t=e.target,b=t&&t.closest&&t.closest("button"),a=!b&&t&&t.closest&&t.closest("a[href]"),l=location;
moved(b||a||t);
if(b&&!b.disabled&&!(b.form&&b.type==="submit"))remember("click",b,function(){b.click()});
else if(a&&l.search&&a.origin===l.origin&&!a.target&&!a.hasAttribute("download")&&e.button===0&&!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&!(a.pathname===l.pathname&&a.hash)&&remember("click",a,function(){a.click()},function(){l.assign(a.href)}))e.preventDefault();
},true);
addEventListener("keydown",function(e){
var t=e.target,key=e.key,code=e.code;
if(!/^(Arrow|Escape$|Home$|End$)/.test(key))return;moved(t);
if(t&&t.nodeType===1&&t!==d.body)remember("keydown",t,function(){t.dispatchEvent(new KeyboardEvent("keydown",{key:key,code:code,bubbles:true,cancelable:true}))});
},true);
addEventListener("submit",function(e){
var f=e.target,s=e.submitter;
if(!f||f.hasAttribute("action")||f.hasAttribute("method")||has(f,"__reactProps"))return;
e.preventDefault();if(early&&early[0]!==f)early=0;
remember("submit",f,function(){if(s&&s.form===f)s.click();else if(f.requestSubmit)f.requestSubmit();else f.dispatchEvent(new Event("submit",{bubbles:true,cancelable:true}))},0,1);
},true);
var picks=[];
function pickAgain(){picks=picks.filter(function(t){if(!t.isConnected)return false;if(!has(t,"__reactProps"))return true;var v=t.__pick;setTimeout(function(){t.value=v;t.dispatchEvent(new Event("change",{bubbles:true}))},0);return false});if(picks.length)setTimeout(pickAgain,50)}
addEventListener("change",function(e){
var t=e.target;if(!t||t.tagName!=="SELECT"||has(t,"__reactProps"))return;
t.__pick=t.value;if(picks.indexOf(t)<0&&picks.push(t)===1){start();setTimeout(pickAgain,50)}
},true);
["pointerdown","keydown","scroll"].forEach(function(type){addEventListener(type,start,{once:true,passive:true,capture:true})});
setTimeout(start,4000);
var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];
if(types.indexOf("largest-contentful-paint")<0)return requestAnimationFrame(soon);
var waiting=0;
new P(function(list){
var entries=list.getEntries(),hero=d.querySelector('img[fetchpriority="high"]');
if(!hero||!hero.offsetWidth||entries[entries.length-1].element===hero)return soon();
if(waiting)return;waiting=1;
if(hero.complete)afterFrames();else{hero.addEventListener("load",afterFrames);hero.addEventListener("error",soon)}
}).observe({type:"largest-contentful-paint",buffered:true});
})(document.currentScript);`;

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#39;");

/** The page with its async framework scripts handed to the loader (unchanged when it has none). */
export function deferFrameworkScripts(html: string): string {
  const sources: string[] = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_tag, source: string) => {
    sources.push(source);
    return "";
  });
  if (sources.length === 0 || !withoutScripts.includes("</head>")) return html;
  const loader = `<script id="${LOADER_ID}" data-chunks='${escapeAttribute(JSON.stringify(sources))}'>${LOADER}</script>`;
  return withoutScripts.replace(SCRIPT_PRELOAD, "").replace("</head>", `${loader}</head>`);
}

/** The scripts a page's loader starts (none when the page was not rewritten). */
export function deferredScriptSources(html: string): string[] {
  const list = LOADER_TAG.exec(html)?.[1];
  if (!list) return [];
  return JSON.parse(list.replace(/&#39;/g, "'").replace(/&amp;/g, "&")) as string[];
}
