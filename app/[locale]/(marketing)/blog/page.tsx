import { getMessages, getTranslations } from "next-intl/server";
import { BlogList, type BlogListText, type ListedPost } from "@/components/blog/blog-list";
import { DemoBox } from "@/components/blog/demo-box";
import { PostCard } from "@/components/blog/post-card";
import styles from "@/components/blog/blog.module.css";
import { postsForLocale } from "@/lib/blog/by-language";
import { withCategoryLabel, type BlogCardData } from "@/lib/blog/card";
import { listLiveCards, type LiveCard } from "@/lib/blog/live-posts";
import { resolveLocale } from "@/lib/i18n/params";
import { withBlogFeed } from "@/lib/blog/metadata";
import { metadataFor, sitePageMetadata } from "@/lib/seo/page-metadata";

// Rendered once and served from Next's cache until a publish expires it by tag (lib/blog/revalidate.ts);
// its CSP names the stored copy's script hashes and the request's nonce (lib/security/page-csp.ts).

export const generateMetadata = metadataFor(async (locale) =>
  withBlogFeed(await sitePageMetadata(locale, "blog"), locale),
);

/** Posts written in the page's language, then those written only in the other one (with a badge). */
export default async function BlogPage({ params }: PageProps<"/[locale]/blog">) {
  const locale = await resolveLocale(params);
  const [t, tb, messages, posts] = await Promise.all([
    getTranslations({ locale, namespace: "pages.blog" }),
    getTranslations({ locale, namespace: "blog" }),
    getMessages({ locale }),
    listLiveCards(),
  ]);
  const { own, other } = postsForLocale(posts, locale);
  const card = (post: LiveCard) => withCategoryLabel(post.card, messages.blog.categories);
  const [ownCards, otherCards] = [own.map(card), other.map(card)];
  // The list searches and pages in the browser; its words come formatted, one result line per count.
  const text: BlogListText = {
    search: { label: tb("searchLabel"), placeholder: tb("searchPlaceholder"), button: tb("searchButton") },
    showingResultsFor: tb("showingResultsFor"),
    clearSearch: tb("clearSearch"),
    resultCounts: Array.from({ length: posts.length + 1 }, (_, count) => tb("resultCount", { count })),
    noPosts: tb("noPosts"),
    back: tb("back"),
    otherLanguages: tb("otherLanguages"),
    otherLanguagesLead: tb("otherLanguagesLead"),
    seeMore: tb("seeMore"),
  };
  // The cards are drawn here, the list only picks them (and shows a search's snippet inside). The first
  // row of the first grid is in view on arrival: its thumbnails load at once.
  const languages = { ko: tb("languageKo"), en: tb("languageEn") };
  const firstRow = new Set((ownCards.length > 0 ? ownCards : otherCards).slice(0, 3).map((post) => post.id));
  const cards = Object.fromEntries(
    [...ownCards, ...otherCards].map((post) => [
      post.id,
      <PostCard
        key={post.id}
        post={post}
        languageBadge={post.lang === locale ? undefined : languages[post.lang]}
        priority={firstRow.has(post.id)}
        noThumbnailLabel={tb("noThumbnail")}
      />,
    ]),
  );
  const demoBox = { title: tb("demoBoxTitle"), text: tb("demoBoxText"), button: tb("demoBoxButton") };
  return (
    <>
      <section className={styles.banner}>
        <div className={styles.bannerInner}>
          <h1>{t("heading")}</h1>
          <p>{tb("bannerLead")}</p>
        </div>
      </section>
      <BlogList
        locale={locale}
        text={text}
        posts={ownCards.map(listed)}
        otherPosts={otherCards.map(listed)}
        cards={cards}
        aside={<DemoBox text={demoBox} />}
      />
    </>
  );
}

/** What the list searches a post by: its card's words and text, without the images. */
const listed = ({ id, title, cardTitle, category, summary, text, lang }: BlogCardData): ListedPost => ({
  id,
  title,
  cardTitle,
  category,
  summary,
  text,
  lang,
});
