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
  /** The value as shown in the table ('$48.20'). */
  shown: string;
  /** Above the bar: the value in few characters ('$48'), or a word where there is no value to draw ('Void'). */
  tag: string;
  /** A bar that is a note, not a figure (a voided bill): drawn as a dashed stub, its tag in italics. */
  note?: boolean;
};

type Props = {
  bars: readonly Bar[];
  /** What the picture shows, for screen readers (the SVG is role="img"). */
  description: string;
  /** The table's caption and its two column heads. */
  caption: string;
  columns: readonly [label: string, value: string];
  /** The value axis: the ticks' words from their values ('$50'). */
  tick: (value: number) => string;
};

const BAR = 28;
const GAP = 12;
const HEIGHT = 160;
/** The share of the height the tallest tick takes: room above for the tallest bar's value. */
const TOP = 0.8;

/** The smallest round number (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten) at or above `n`: the axis's top. */
export function niceCeil(n: number): number {
  if (n <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(n));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * p >= n) return m * p;
  return 10 * p;
}

/**
 * A bar chart as an SVG, one bar per item, on a value axis from 0 to a round top with a line at
 * each tick; each bar's value sits above it and the labels under it, in HTML (so they keep their
 * size on a phone); a visually hidden table beside it holds the same figures for screen readers.
 * No script: it renders on the server.
 */
export function BarChart({ bars, description, caption, columns, tick }: Props) {
  const top = niceCeil(Math.max(0, ...bars.map((b) => b.value)));
  const ticks = [0, top / 2, top];
  const width = bars.length * (BAR + GAP);
  const share = (v: number) => (v / top) * TOP;
  const columnsStyle = { gridTemplateColumns: `repeat(${bars.length}, 1fr)` };
  return (
    <figure className={styles.chart}>
      <div className={styles.frame}>
        <ol className={styles.ticks} aria-hidden="true">
          {ticks.map((v) => (
            <li key={v} style={{ bottom: `${share(v) * 100}%` }}>
              {tick(v)}
            </li>
          ))}
        </ol>
        <div className={styles.plot}>
          <div className={styles.area}>
            <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={description} className={styles.svg}>
              {ticks.map((v) => (
                <line key={v} x1={0} x2={width} y1={HEIGHT - share(v) * HEIGHT - (v === 0 ? 0.5 : 0)} y2={HEIGHT - share(v) * HEIGHT - (v === 0 ? 0.5 : 0)} className={v === 0 ? styles.axis : styles.grid} />
              ))}
              {bars.map((b, i) => {
                const h = b.note ? 3 : b.value > 0 ? Math.max(2, share(b.value) * HEIGHT) : 0;
                return (
                  <rect key={b.key} x={i * (BAR + GAP) + GAP / 2} y={HEIGHT - h} width={BAR} height={h} className={b.note ? styles.noteBar : styles.bar}>
                    <title>{`${b.label}: ${b.shown}`}</title>
                  </rect>
                );
              })}
            </svg>
            <ol className={styles.values} aria-hidden="true" style={columnsStyle}>
              {bars.map((b) => (
                <li key={b.key} className={b.note ? styles.noteTag : undefined}>
                  <span style={{ bottom: `calc(${(b.note ? 3 / HEIGHT : b.value > 0 ? share(b.value) : 0) * 100}% + 2px)` }}>{b.tag}</span>
                </li>
              ))}
            </ol>
          </div>
          <ol className={styles.labels} aria-hidden="true" style={columnsStyle}>
            {bars.map((b) => (
              <li key={b.key}>
                <span className={styles.short}>{b.short}</span>
                <span className={styles.narrow}>{b.narrow}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <ChartTable caption={caption} columns={columns} rows={bars} />
    </figure>
  );
}
