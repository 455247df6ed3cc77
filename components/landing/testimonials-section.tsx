"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { testimonialKeys } from "@/content/landing/products";
import { TestimonialSlide, type TestimonialText } from "./testimonial-slide";
import section from "@/components/ui/section.module.css";
import "./testimonials.css";

// Swiper is only fetched when the section comes near the viewport, so "/" does not ship it up front.
const TestimonialCarousel = dynamic(() => import("./testimonial-carousel"), { ssr: false });

export function TestimonialsSection() {
  const t = useTranslations("landing.testimonials");
  const frame = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [realIndex, setRealIndex] = useState(0);
  const slides: TestimonialText[] = testimonialKeys.map((key) => ({
    key,
    content: t(`items.${key}.content`),
    logoText: t(`items.${key}.logoText`),
    name: t(`items.${key}.name`),
    position: t(`items.${key}.position`),
    positionAbbrev: t(`items.${key}.positionAbbrev`),
  }));

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section className={`${section.section} ${section.dark}`} aria-labelledby="testimonials-heading">
      <div className={section.inner}>
        <h2 id="testimonials-heading" className={section.heading} data-aos="fade-up">
          {t("heading")}
        </h2>
        <div
          ref={frame}
          className="testimonial-frame"
          role="region"
          aria-roledescription="carousel"
          aria-label={t("carouselLabel")}
          data-real-index={realIndex}
          data-ready={wanted || undefined}
        >
          {wanted ? (
            <TestimonialCarousel
              slides={slides}
              labels={{ previous: t("previous"), next: t("next"), goTo: t("goTo") }}
              onIndexChange={setRealIndex}
            />
          ) : (
            <TestimonialSlide slide={slides[0]!} />
          )}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {t("slideLabel", { index: realIndex + 1, total: slides.length })}
        </p>
      </div>
    </section>
  );
}
