/**
 * The figures of a chart for screen readers: a visually hidden table, one row per bar (its name,
 * its value as shown). The wrapper is what is hidden: a table ignores `height: 1px`, so a hidden
 * table of 30 rows still stretched the page below its footer (blank space on a phone).
 */
export function ChartTable({ caption, columns, rows }: { caption: string; columns: readonly [label: string, value: string]; rows: readonly { key: string; label: string; shown: string }[] }) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>{r.shown}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
