/** A round top for the y axis and its evenly spaced whole-number ticks. */
export function niceScale(max: number, tickCount = 4): { top: number; ticks: number[] } {
  if (max <= 0) return { top: tickCount, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i) };
  const rough = max / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 7.5, 10].map((m) => m * power).find((s) => s >= rough && Number.isInteger(s)) ?? Math.ceil(rough);
  const top = step * tickCount;
  return { top, ticks: Array.from({ length: tickCount + 1 }, (_, i) => i * step) };
}

/** "5 Mar" for a YYYY-MM-DD day, read as a calendar day (no time zone shift). */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export interface BarChartFrame {
  width: number;
  height: number;
  pad: { top: number; right: number; bottom: number; left: number };
}

/** The room a day label ("30 Nov" in 11 px type) takes under the bars, with a gap. */
const DAY_LABEL_ROOM = 48;

/**
 * A chart's frame drawn `width` CSS pixels wide, so that one unit of its picture is one pixel and its
 * 11 px labels stay 11 px on a phone (scaled, a 720-unit frame shrank them to 5 px at 375 px). Above
 * the frame's own width it grows in proportion, as it did when the picture was scaled.
 */
export function frameAtWidth(frame: BarChartFrame, width: number | null): BarChartFrame {
  if (!width) return frame;
  return { ...frame, width, height: Math.max(frame.height, Math.round((width * frame.height) / frame.width)) };
}

/**
 * Where the bars of a chart of one bar a day go: a slot a day across the plot, bars 70 % of it
 * (2 px at the least), the y axis from niceScale, and a day label every sixth of the days (fewer
 * where the plot is too narrow for six).
 */
export function dayBars(frame: BarChartFrame, count: number, max: number) {
  const { top, ticks } = niceScale(max);
  const { pad } = frame;
  const plotW = frame.width - pad.left - pad.right;
  const plotH = frame.height - pad.top - pad.bottom;
  const slot = count > 0 ? plotW / count : plotW;
  const barW = Math.max(2, slot * 0.7);
  const height = (value: number) => (value / top) * plotH;
  const labels = Math.max(2, Math.min(6, Math.floor(plotW / DAY_LABEL_ROOM)));
  const labelEvery = Math.max(1, Math.ceil(count / labels));
  return {
    ticks,
    barW,
    height,
    /** The y of a value's top. */
    y: (value: number) => pad.top + plotH - height(value),
    /** The x of the bar of the i-th day. */
    x: (i: number) => pad.left + i * slot + (slot - barW) / 2,
    labelEvery,
    /**
     * Every few days, and always the last one (its date is the window's end); a regular label too
     * close to it gives way (the last ends at its bar, so it takes a label and a quarter of room).
     */
    labelled: (i: number) => i === count - 1 || (i % labelEvery === 0 && (count - 1 - i) * slot >= DAY_LABEL_ROOM * 1.25),
  };
}
