import { getTranslations } from "next-intl/server";
import { testimonialKeys } from "@/content/landing/products";
import { TestimonialsView } from "./testimonials-view";

/** The testimonials carousel, its words translated here so the browser needs no translator. */
export async function TestimonialsSection() {
  const t = await getTranslations("landing.testimonials");
  const slides = testimonialKeys.map((key) => ({
    key,
    content: t(`items.${key}.content`),
    logoText: t(`items.${key}.logoText`),
    name: t(`items.${key}.name`),
    position: t(`items.${key}.position`),
    positionAbbrev: t(`items.${key}.positionAbbrev`),
  }));
  const text = {
    heading: t("heading"),
    carouselLabel: t("carouselLabel"),
    // Swiper puts the slide's number where "{{index}}" stands.
    carousel: { previous: t("previous"), next: t("next"), goTo: t("goTo", { index: "{{index}}" }) },
    slideLabels: slides.map((_, index) => t("slideLabel", { index: index + 1, total: slides.length })),
  };
  return <TestimonialsView slides={slides} text={text} />;
}
