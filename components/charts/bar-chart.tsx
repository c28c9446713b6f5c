import { ChartTable } from './chart-table';
import styles from './bar-chart.module.css';

export type Bar = {
  key: string;
  /** Under the bar: a few letters ('Nov'), or on a phone fewer ('N'). */
  short: string;
  narrow: string;
  /** In the table: the whole name ('November 2026'). */
  label: string;
  value: number;
  /** The value as shown ('$48.20'). */
  shown: string;
};

type Props = {
  bars: readonly Bar[];
  /** What the picture shows, for screen readers (the SVG is role="img"). */
  description: string;
  /** The table's caption and its two column heads. */
  caption: string;
  columns: readonly [label: string, value: string];
};

const BAR = 28;
const GAP = 12;
const HEIGHT = 160;

/**
 * A bar chart as an SVG, one bar per item, scaled to the largest; the labels sit under it in
 * HTML (so they keep their size on a phone) and a visually hidden table beside it holds the same
 * figures for screen readers. No script: it renders on the server.
 */
export function BarChart({ bars, description, caption, columns }: Props) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = bars.length * (BAR + GAP);
  return (
    <figure className={styles.chart}>
      <div className={styles.plot}>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={description} className={styles.svg}>
          <line x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className={styles.axis} />
          {bars.map((b, i) => {
            const h = b.value > 0 ? Math.max(2, (b.value / max) * (HEIGHT - 8)) : 0;
            return (
              <rect key={b.key} x={i * (BAR + GAP) + GAP / 2} y={HEIGHT - h} width={BAR} height={h} className={styles.bar}>
                <title>{`${b.label}: ${b.shown}`}</title>
              </rect>
            );
          })}
        </svg>
        <ol className={styles.labels} aria-hidden="true" style={{ gridTemplateColumns: `repeat(${bars.length}, 1fr)` }}>
          {bars.map((b) => (
            <li key={b.key}>
              <span className={styles.short}>{b.short}</span>
              <span className={styles.narrow}>{b.narrow}</span>
            </li>
          ))}
        </ol>
      </div>
      <ChartTable caption={caption} columns={columns} rows={bars} />
    </figure>
  );
}
