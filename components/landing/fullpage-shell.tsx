"use client";

import ReactFullpage from "@fullpage/react-fullpage";
import { fullpageMinHeight, fullpageMinWidth, type FullpageShellProps } from "./fullpage-options";
import { animateSection } from "./scroll-animations";

/**
 * fullpage.js, started only with a licence key; a refused key falls back to native scrolling
 * (docs/configuration.md). Its styles come with the landing's (./landing.css).
 */
export function FullpageShell({ sections, licenseKey, onRefused }: FullpageShellProps) {
  return (
    <ReactFullpage
      licenseKey={licenseKey}
      credits={{ enabled: false }}
      responsiveWidth={fullpageMinWidth}
      responsiveHeight={fullpageMinHeight}
      navigation
      navigationPosition="left"
      navigationTooltips={sections.map((section) => section.label)}
      scrollingSpeed={700}
      fitToSectionDelay={1000}
      touchSensitivity={5}
      autoScrolling={false}
      fitToSection
      scrollBar
      paddingTop="var(--landing-header)"
      verticalCentered={false}
      afterRender={() => {
        if (document.querySelector(".fp-watermark")) onRefused();
      }}
      afterLoad={(_origin, destination) => animateSection(destination.item)}
      render={() => (
        <ReactFullpage.Wrapper>
          {sections.map((section, index) => (
            <div
              key={section.id}
              id={section.id}
              className={`section${index === sections.length - 1 ? " fp-auto-height" : ""}`}
            >
              {section.content}
            </div>
          ))}
        </ReactFullpage.Wrapper>
      )}
    />
  );
}
