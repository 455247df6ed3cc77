import { brand } from "@/lib/config/brand";

interface PostJsonLdProps {
  url: string;
  headline: string;
  description: string;
  image?: string;
  datePublished: string;
  dateModified: string;
  lang?: string;
}

/** BlogPosting structured data; `<` is escaped so post text can never close the script element. */
export function PostJsonLd({ url, headline, description, image, datePublished, dateModified, lang }: PostJsonLdProps) {
  const data = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    headline,
    description,
    ...(image ? { image: [image] } : {}),
    datePublished,
    dateModified,
    ...(lang ? { inLanguage: lang } : {}),
    author: { "@type": "Organization", name: brand.companyName },
    publisher: { "@type": "Organization", name: brand.companyName },
  };
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
