/* eslint-disable @next/next/no-html-link-for-pages -- plain links: the pages it leads to have another root layout, which a full load fetches anyway. */
import { BilingualDocument } from "@/components/shell/bilingual-document";
import { en } from "@/messages/en";
import { ko } from "@/messages/ko";
import "./globals.css";

// Reached only by paths the locale proxy skips (a missing font or image under public/'s folders);
// every other unknown path redirects to the home page. No locale is known here, so it speaks both.
export default function NotFound() {
  return (
    <BilingualDocument>
      <h1>{ko.pages.notFound.title}</h1>
      <p>{ko.pages.notFound.text}</p>
      <p>
        <a href="/">{ko.pages.notFound.home}</a>
      </p>
      <p lang="en">
        {en.pages.notFound.text} <a href="/en">{en.pages.notFound.home}</a>
      </p>
    </BilingualDocument>
  );
}
