import { escapeXml } from "@/lib/sitemap/escape-xml";

export interface RssItem {
  title: string;
  link: string;
  description: string;
  category: string;
  date: Date;
}

export interface RssChannel {
  title: string;
  link: string;
  selfLink: string;
  description: string;
  language: string;
  items: RssItem[];
}

/**
 * RSS 2.0 by hand: the `feed` package ships ES modules only, which the Jest setup here cannot load,
 * and the channel needs only these few elements. Every text goes through escapeXml.
 */
export function renderRss(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(item.link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `      <description>${escapeXml(item.description)}</description>`,
      `      <category>${escapeXml(item.category)}</category>`,
      `      <pubDate>${item.date.toUTCString()}</pubDate>`,
      "    </item>",
    ].join("\n"),
  );
  const lastBuild = channel.items.reduce((latest, item) => Math.max(latest, item.date.getTime()), 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
