import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import styles from './histogram.module.css';

export type HistogramDay = {
  key: string;
  /** Under the axis: '24 Nov'. */
  short: string;
  /** In the table: '24 November 2026'. */
  label: string;
  value: number;
  /** The value as shown in the table and the bar's tooltip ('0.27'). */
  shown: string;
};

type Props = {
  days: readonly HistogramDay[];
  /** What the picture shows: the SVG's name (role="img") and the table's caption. */
  description: string;
  /** The table's column heads: 'Date', 'Data (GB)'. */
  columns: readonly [date: string, value: string];
  /** The value axis's unit, above its numbers: 'GB', 'minutes'. */
  unit: string;
  /** Writes a tick of the value axis ('0.5'). */
  tick: (value: number) => string;
};

const WIDTH = 600;
const HEIGHT = 200;
/** The days labelled under the bars: the first, every week, the last (a phone keeps the first, middle and last). */
const LABELLED = [0, 7, 14, 21, 29];
const MINOR = new Set([7, 21]);

/**
 * One bar a day (the 30-day histogram, docs/mobile-contract.md §4), drawn with visx: its scales
 * place the bars and the value ticks. The SVG stretches to the width it gets (its strokes keep
 * their width); the numbers of both axes are HTML placed by percentage, so they keep their size
 * on a phone. A visually hidden table beside it holds the same figures for screen readers. No
 * hooks and no script: it renders on the server.
 */
export function Histogram({ days, description, columns, unit, tick }: Props) {
  const x = scaleBand<string>({ domain: days.map((d) => d.key), range: [0, WIDTH], paddingInner: 0.25, paddingOuter: 0.125 });
  const max = Math.max(0, ...days.map((d) => d.value));
  const y = scaleLinear<number>({ domain: [0, max > 0 ? max : 1], range: [HEIGHT, 0], nice: 4 });
  const ticks = y.ticks(4);
  const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(3)}%`;
  return (
    <figure className={styles.chart}>
      <div className={styles.plot}>
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
        <ol className={styles.ticks} aria-hidden="true">
          {ticks.map((v) => (
            <li key={v} style={{ top: pct(y(v), HEIGHT) }}>
              {tick(v)}
            </li>
          ))}
        </ol>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={description} className={styles.svg}>
          <Group>
            {ticks.map((v) => (
              <Line key={v} from={{ x: 0, y: y(v) }} to={{ x: WIDTH, y: y(v) }} className={v === 0 ? styles.axis : styles.grid} />
            ))}
            {days.map((d) => {
              const top = y(d.value);
              const h = d.value > 0 ? Math.max(1, HEIGHT - top) : 0;
              return (
                <Bar key={d.key} x={x(d.key) ?? 0} y={HEIGHT - h} width={x.bandwidth()} height={h} className={styles.bar}>
                  <title>{`${d.label}: ${d.shown} ${unit}`}</title>
                </Bar>
              );
            })}
          </Group>
        </svg>
        <ol className={styles.days} aria-hidden="true">
          {LABELLED.filter((i) => i < days.length).map((i) => {
            const d = days[i]!;
            const edge = i === 0 ? 'start' : i === days.length - 1 ? 'end' : undefined;
            const at = edge === 'start' ? x(d.key) ?? 0 : edge === 'end' ? (x(d.key) ?? 0) + x.bandwidth() : (x(d.key) ?? 0) + x.bandwidth() / 2;
            return (
              <li key={d.key} style={{ left: pct(at, WIDTH) }} data-edge={edge} data-minor={MINOR.has(i) ? '' : undefined}>
                {d.short}
              </li>
            );
          })}
        </ol>
      </div>
      <table className="visually-hidden">
        <caption>{description}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.key}>
              <th scope="row">{d.label}</th>
              <td>{d.shown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
