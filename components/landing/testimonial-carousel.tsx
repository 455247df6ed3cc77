"use client";

import { A11y, Keyboard, Navigation, Pagination } from "swiper/modules";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import "swiper/css/navigation";
import "swiper/css/pagination";
import { TestimonialSlide, type TestimonialText } from "./testimonial-slide";

export interface CarouselLabels {
  previous: string;
  next: string;
  /** With "{{index}}" where Swiper puts the slide number. */
  goTo: string;
}

interface TestimonialCarouselProps {
  slides: readonly TestimonialText[];
  labels: CarouselLabels;
  initialSlide?: number;
  onIndexChange: (realIndex: number) => void;
}

/**
 * The swiper carousel (loaded on demand): arrows, clickable pagination, keyboard, infinite loop,
 * no mouse wheel; it reports the real slide index (not the looped duplicate's) on every change.
 */
export default function TestimonialCarousel({
  slides,
  labels,
  initialSlide = 0,
  onIndexChange,
}: TestimonialCarouselProps) {
  return (
    <Swiper
      modules={[Navigation, Pagination, Keyboard, A11y]}
      navigation
      pagination={{ clickable: true }}
      // Page Up and Page Down scroll the page (the full-page sections), not the slides.
      keyboard={{ enabled: true, pageUpDown: false }}
      mousewheel={false}
      loop
      initialSlide={initialSlide}
      speed={300}
      threshold={5}
      autoHeight={false}
      a11y={{
        prevSlideMessage: labels.previous,
        nextSlideMessage: labels.next,
        paginationBulletMessage: labels.goTo,
        slideRole: "group",
      }}
      onSlideChange={(swiper) => onIndexChange(swiper.realIndex)}
      className="testimonial-swiper"
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>
          <TestimonialSlide slide={slide} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
