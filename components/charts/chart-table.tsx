/** The figures of a chart for screen readers: a visually hidden table, one row per bar (its name, its value as shown). */
export function ChartTable({ caption, columns, rows }: { caption: string; columns: readonly [label: string, value: string]; rows: readonly { key: string; label: string; shown: string }[] }) {
  return (
    <table className="visually-hidden">
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
  );
}
