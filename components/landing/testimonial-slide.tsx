import type { TestimonialKey } from "@/content/landing/products";

export interface TestimonialText {
  key: TestimonialKey;
  content: string;
  logoText: string;
  name: string;
  position: string;
  positionAbbrev: string;
}

/** A neutral mark per company, drawn in the text colour, until the companies' own logos arrive. */
const marks: Record<TestimonialKey, string> = {
  northgate: "M4 30V12L16 3l12 9v18h-6V16H10v14z",
  hanriver: "M2 20c5-8 9-8 14 0s9 8 14 0v10H2zM2 12c5-8 9-8 14 0s9 8 14 0v3c-5 8-9 8-14 0s-9-8-14 0z",
  cushman: "M16 2l13 7v8c0 7-6 12-13 14C9 29 3 24 3 17V9z",
  neovalue: "M3 3h12v12H3zM17 17h12v12H17zM17 3h12v12H17z",
};

/** One testimonial: quote, the company's wordmark, name and position (abbreviated on small screens). */
export function TestimonialSlide({ slide }: { slide: TestimonialText }) {
  return (
    <figure className="testimonial" data-testimonial={slide.key}>
      <blockquote className="testimonial-quote">
        <p>{slide.content}</p>
      </blockquote>
      <figcaption className="testimonial-caption">
        <span className="testimonial-logo">
          <svg viewBox="0 0 32 32" width="24" height="24" aria-hidden="true" focusable="false">
            <path d={marks[slide.key]} fill="currentColor" />
          </svg>
          <span className="testimonial-wordmark">{slide.logoText}</span>
        </span>
        <span className="testimonial-person">
          <strong>{slide.name}</strong>
          <span className="testimonial-position-full">{slide.position}</span>
          <span className="testimonial-position-short">{slide.positionAbbrev}</span>
        </span>
      </figcaption>
    </figure>
  );
}
