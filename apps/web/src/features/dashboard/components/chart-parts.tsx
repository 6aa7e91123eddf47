import { formatNumber } from '@/lib/format';
import type { BarChartFrame } from '@/lib/chart-scale';

/** The y axis of a dashboard chart: a grid line at each tick, its value at the left. */
export function ChartGrid({ frame, ticks, y }: { frame: BarChartFrame; ticks: number[]; y: (value: number) => number }) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={frame.pad.left}
        x2={frame.width - frame.pad.right}
        y1={y(tick)}
        y2={y(tick)}
        className="stroke-slate-200 dark:stroke-slate-800"
        strokeWidth={1}
      />
      <text x={frame.pad.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" className="fill-slate-500 text-[10px] dark:fill-slate-400">
        {formatNumber(tick)}
      </text>
    </g>
  ));
}

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
