"use client";

import ReactFullpage from "@fullpage/react-fullpage";
import { fullpageMinHeight, fullpageMinWidth, type FullpageShellProps } from "./fullpage-options";
import { animateSection } from "./scroll-animations";
import "./fullpage.css";

/**
 * fullpage.js, started only with a commercial licence key (FULLPAGE_LICENSE_KEY): responsive
 * thresholds 1200 × 760, dots on the left, 700 ms scrolling, 1000 ms fit-to-section delay, touch
 * sensitivity 5. It scrolls the page itself (scrollBar), so the sticky header stays put and the
 * footer follows the last section, which keeps its own height. Should fullpage.js refuse the key and
 * draw its watermark, the page drops it for the native full-page scrolling. The wrapper destroys
 * fullpage.js when it unmounts.
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
