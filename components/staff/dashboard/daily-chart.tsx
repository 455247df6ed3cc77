import type { Messages } from "@/lib/i18n/messages";
import type { DayCounts } from "@/lib/submissions/dashboard";
import { submissionKinds } from "@/lib/submissions/kinds";
import styles from "../staff.module.css";

/** One colour per kind, distinguishable for common colour-vision deficiencies (Okabe–Ito). */
export const kindColours: Record<(typeof submissionKinds)[number], string> = {
  lead: "#0072B2",
  contact: "#E69F00",
  signup: "#009E73",
  report: "#D55E00",
  campaign: "#CC79A7",
  newsletter: "#56B4E9",
};

const WIDTH = 900;
const HEIGHT = 260;
const LEFT = 36;
const BOTTOM = 24;

/**
 * Stacked bars of submissions per day by kind, drawn on the server as SVG: no chart script reaches
 * any browser. The figures are in the table beside it for screen readers, so the picture is labelled
 * as such and its shapes are hidden from them.
 */
export function DailyChart({ days, messages, label }: { days: DayCounts[]; messages: Messages; label: string }) {
  const max = Math.max(1, ...days.map((day) => day.total));
  const step = (WIDTH - LEFT) / Math.max(1, days.length);
  const scale = (HEIGHT - BOTTOM - 8) / max;
  const ticks = [0, Math.ceil(max / 2), max];
  return (
    <figure style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} role="img" aria-label={label}>
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={LEFT}
                x2={WIDTH}
                y1={HEIGHT - BOTTOM - tick * scale}
                y2={HEIGHT - BOTTOM - tick * scale}
                stroke="#dde2ea"
              />
              <text x={LEFT - 6} y={HEIGHT - BOTTOM - tick * scale + 4} fontSize="11" textAnchor="end" fill="#4b5568">
                {tick}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            let y = HEIGHT - BOTTOM;
            return (
              <g key={day.day}>
                {submissionKinds.map((kind) => {
                  const height = day.counts[kind] * scale;
                  y -= height;
                  return height > 0 ? (
                    <rect
                      key={kind}
                      x={LEFT + index * step + 2}
                      y={y}
                      width={Math.max(1, step - 4)}
                      height={height}
                      fill={kindColours[kind]}
                    />
                  ) : null;
                })}
                {index % 5 === 0 || index === days.length - 1 ? (
                  <text
                    x={LEFT + index * step + step / 2}
                    y={HEIGHT - 6}
                    fontSize="11"
                    textAnchor="middle"
                    fill="#4b5568"
                  >
                    {day.day.slice(5)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
      </svg>
      <ul className={styles.legend} aria-hidden="true">
        {submissionKinds.map((kind) => (
          <li key={kind}>
            <span className={styles.swatch} style={{ background: kindColours[kind] }} />
            {messages.staff.kinds[kind]}
          </li>
        ))}
      </ul>
    </figure>
  );
}
