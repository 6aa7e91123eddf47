/** A chart's figures for screen readers: a table a day, under the picture they cannot see. */
export function ChartCaption({ columns, rows }: { columns: string[]; rows: [day: string, ...figures: number[]][] }) {
  return (
    <figcaption className="sr-only">
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figcaption>
  );
}
