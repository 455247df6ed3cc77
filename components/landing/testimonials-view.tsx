"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { CarouselLabels } from "./testimonial-carousel";
import { TestimonialSlide, type TestimonialText } from "./testimonial-slide";
import { onceNear } from "@/components/ui/defer";
import section from "@/components/ui/section.module.css";

// The section's styles are in ./landing.css, with the landing's other global sheet.
// Swiper is only fetched when the section comes near the viewport, so "/" does not ship it up front.
const TestimonialCarousel = lazy(() => import("./testimonial-carousel"));

/** The section's words, formatted on the server (./testimonials-section.tsx). */
export interface TestimonialsText {
  heading: string;
  carouselLabel: string;
  carousel: CarouselLabels;
  /** "Testimonial 2 of 4", one per slide. */
  slideLabels: string[];
}

export function TestimonialsView({ slides, text }: { slides: TestimonialText[]; text: TestimonialsText }) {
  const frame = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [realIndex, setRealIndex] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    return onceNear(element, "300px", () => setWanted(true));
  }, []);

  return (
    <section className={`${section.section} ${section.dark}`} aria-labelledby="testimonials-heading">
      <div className={section.inner}>
        <h2 id="testimonials-heading" className={section.heading} data-aos="fade-up">
          {text.heading}
        </h2>
        <div
          ref={frame}
          className="testimonial-frame"
          role="region"
          aria-roledescription="carousel"
          aria-label={text.carouselLabel}
          data-real-index={realIndex}
          data-ready={wanted || undefined}
        >
          {wanted ? (
            <Suspense fallback={<TestimonialSlide slide={slides[0]!} />}>
              <TestimonialCarousel slides={slides} labels={text.carousel} onIndexChange={setRealIndex} />
            </Suspense>
          ) : (
            <TestimonialSlide slide={slides[0]!} />
          )}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {text.slideLabels[realIndex]}
        </p>
      </div>
    </section>
  );
}
