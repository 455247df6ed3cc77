import "server-only";
import { Feed } from "feed";
import { dropXmlForbidden as clean } from "@/lib/text/xml";

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
 * RSS 2.0 of one channel, written by the `feed` package (which escapes or wraps every text); the
 * control characters XML forbids even there are dropped from what staff typed.
 */
export function renderRss(channel: RssChannel): string {
  const lastBuild = channel.items.reduce((latest, item) => Math.max(latest, item.date.getTime()), 0);
  const feed = new Feed({
    id: channel.link,
    title: clean(channel.title),
    link: channel.link,
    description: clean(channel.description),
    language: channel.language,
    feedLinks: { rss: channel.selfLink },
    generator: false,
    ...(lastBuild ? { updated: new Date(lastBuild) } : {}),
  });
  for (const item of channel.items) {
    feed.addItem({
      title: clean(item.title),
      id: item.link,
      link: item.link,
      description: clean(item.description),
      category: [{ name: clean(item.category) }],
      date: item.date,
    });
  }
  return feed.rss2();
}
