import type { TestimonialKey } from "@/content/landing/products";

export interface TestimonialText {
  key: TestimonialKey;
  content: string;
  logoText: string;
  name: string;
  position: string;
  positionAbbrev: string;
}

/** One testimonial: quote, company logo, name and position (abbreviated on small screens). */
export function TestimonialSlide({ slide }: { slide: TestimonialText }) {
  const initials = slide.logoText
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
  return (
    <figure className="testimonial" data-testimonial={slide.key}>
      <blockquote className="testimonial-quote">
        <p>{slide.content}</p>
      </blockquote>
      <figcaption className="testimonial-caption">
        <span className="testimonial-logo">
          <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
            <rect width="40" height="40" rx="10" fill="currentColor" />
            <text x="20" y="25" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff">
              {initials}
            </text>
          </svg>
          <span>{slide.logoText}</span>
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
