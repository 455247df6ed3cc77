"use client";

import ReactFullpage from "@fullpage/react-fullpage";
import { fullpageMinHeight, fullpageMinWidth, type FullpageShellProps } from "./fullpage-options";
import { animateSection } from "./scroll-animations";
import "./fullpage.css";

/**
 * fullpage.js with the spec's options: responsive thresholds 1200 × 760, offset sections, dots on
 * the left, 700 ms scrolling, 1000 ms fit-to-section delay, touch sensitivity 5. The wrapper
 * destroys fullpage.js when it unmounts. Used under the GPLv3 licence (its documented open-source
 * key), credits kept.
 */
export function FullpageShell({ sections }: FullpageShellProps) {
  return (
    <ReactFullpage
      licenseKey="gplv3-license"
      credits={{ enabled: true, label: "Made with fullPage.js", position: "right" }}
      responsiveWidth={fullpageMinWidth}
      responsiveHeight={fullpageMinHeight}
      offsetSections
      navigation
      navigationPosition="left"
      scrollingSpeed={700}
      fitToSectionDelay={1000}
      touchSensitivity={5}
      autoScrolling={false}
      fitToSection
      scrollBar
      verticalCentered={false}
      afterLoad={(_origin, destination) => animateSection(destination.item)}
      render={() => (
        <ReactFullpage.Wrapper>
          {sections.map((content, index) => (
            <div key={index} className="section">
              {content}
            </div>
          ))}
        </ReactFullpage.Wrapper>
      )}
    />
  );
}
