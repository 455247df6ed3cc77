"use client";

import { useEffect, useState } from "react";
import { fullpageMedia, type LandingSection } from "./fullpage-options";
import { useWheelPaging } from "./use-wheel-paging";

interface NativeSectionsProps {
  sections: LandingSection[];
  navLabel: string;
}

/**
 * The landing's sections as a CSS scroll-snap full page (fullpage.css): on large screens without
 * reduced motion each section fills the screen under the sticky header; keyboard and touch scrolling
 * stop at each section and at the footer, and a wheel or trackpad gesture moves one stop. The dots on
 * the left are plain links; the one of the section in view is marked current.
 */
export function NativeSections({ sections, navLabel }: NativeSectionsProps) {
  const [current, setCurrent] = useState(sections[0]?.id);
  useWheelPaging(fullpageMedia);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight / 2;
      const inView = sections.filter((section) => {
        const element = document.getElementById(section.id);
        return element && element.getBoundingClientRect().top <= line;
      });
      setCurrent(inView.at(-1)?.id ?? sections[0]?.id);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [sections]);

  return (
    <div className="landing-sections landing-snap">
      <nav className="landing-dots" aria-label={navLabel}>
        <ul>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} aria-current={section.id === current ? "true" : undefined}>
                <span className="visually-hidden">{section.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <div key={section.id} id={section.id} className="section">
          {section.content}
        </div>
      ))}
    </div>
  );
}
