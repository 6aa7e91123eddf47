import { useElementWidth } from '@/hooks/use-element-width';
import { dayBars, frameAtWidth, shortDay, type BarChartFrame } from '@/lib/chart-scale';
import { formatNumber } from '@/lib/format';

const AXIS_TEXT = 'fill-slate-600 text-[11px] dark:fill-slate-400';

/**
 * A chart's frame at the width its picture is drawn, and the ref that measures it: the picture's
 * units are CSS pixels, so its labels keep their size at any width (chart-scale's frameAtWidth).
 */
export function useChartFrame(frame: BarChartFrame) {
  const [ref, width] = useElementWidth<SVGSVGElement>();
  return [ref, frameAtWidth(frame, width)] as const;
}

/** The y axis of a chart: a grid line at each tick, its value at the left. */
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
      <text x={frame.pad.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" className={AXIS_TEXT}>
        {formatNumber(tick)}
      </text>
    </g>
  ));
}

/** A day's date under its bar; the last one ends at the bar so that it stays inside the chart. */
export function DayLabel({ frame, x, day, last }: { frame: BarChartFrame; x: number; day: string; last: boolean }) {
  return (
    <text x={x} y={frame.height - 8} textAnchor={last ? 'end' : 'middle'} className={AXIS_TEXT}>
      {shortDay(day)}
    </text>
  );
}

export interface StackedDay {
  /** YYYY-MM-DD */
  day: string;
  total: number;
  /** The part of the total drawn in colour, from the bottom of the bar. */
  part: number;
  /** The bar's tooltip. */
  title: string;
}

/** A bar a day, its part in colour over the grey total, with the y axis and a date every few days. */
export function StackedDayBars({
  frame: given,
  days,
  label,
  partClassName,
  rx,
  testId,
}: {
  frame: BarChartFrame;
  days: StackedDay[];
  /** What the picture says to a screen reader. */
  label: string;
  partClassName: string;
  rx: number;
  testId?: string;
}) {
  const [ref, frame] = useChartFrame(given);
  const { ticks, barW, height, x, y, labelled } = dayBars(frame, days.length, Math.max(0, ...days.map((d) => d.total)));
  return (
    <svg ref={ref} viewBox={`0 0 ${frame.width} ${frame.height}`} className="h-auto w-full" role="img" aria-label={label}>
      <ChartGrid frame={frame} ticks={ticks} y={y} />
      {days.map((d, i) => (
        <g key={d.day} data-testid={testId}>
          <title>{d.title}</title>
          <rect x={x(i)} y={y(d.total)} width={barW} height={height(d.total)} rx={rx} className="fill-slate-300 dark:fill-slate-600" />
          <rect x={x(i)} y={y(d.part)} width={barW} height={height(d.part)} rx={rx} className={partClassName} />
          {labelled(i) ? <DayLabel frame={frame} x={x(i) + barW / 2} day={d.day} last={i === days.length - 1 && days.length > 1} /> : null}
        </g>
      ))}
    </svg>
  );
}
