import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { dayLabel, numberText, type Report } from './format';

/** Whole steps only: a count of views has no halves. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 2_500, 5_000, 10_000, 20_000, 50_000];
COUNT_STEPS.push(...COUNT_STEPS.map((step) => step * 100_000));
/** Days between the x axis's labels: a day, a week, a month… */
const DAY_STEPS = [1, 2, 7, 14, 30, 61, 91, 183];

/** A colour of the panel's theme as the canvas takes it ('rgb(…)'): the custom property, resolved. */
function themeColour(root: HTMLElement, name: string, alpha = 1): string {
  const probe = document.createElement('span');
  probe.style.color = `var(${name})`;
  root.append(probe);
  const [r, g, b] = (getComputedStyle(probe).color.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
  probe.remove();
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Changes whenever the page's theme does: `<html data-theme>` (the header's button) or the system's. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((value) => value + 1);
    const observer = new MutationObserver(bump);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    const system = window.matchMedia?.('(prefers-color-scheme: dark)');
    system?.addEventListener('change', bump);
    return () => {
      observer.disconnect();
      system?.removeEventListener('change', bump);
    };
  }, []);
  return version;
}

const heightFor = (width: number) => (width < 560 ? 220 : 300);

function options(root: HTMLElement, days: Report['days'], width: number): uPlot.Options {
  const text = themeColour(root, '--muted');
  const grid = themeColour(root, '--border');
  const views = themeColour(root, '--accent');
  const visitors = themeColour(root, '--warm');
  const font = `12px ${getComputedStyle(root).fontFamily}`;
  const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const dots = days.length <= 31;
  return {
    width,
    height: heightFor(width),
    cursor: { drag: { x: false, y: false } }, // no zooming: a drag on a phone scrolls the page
    scales: { x: { time: false }, y: { range: (_chart, _min, max) => [0, Math.max(4, max)] } },
    axes: [
      {
        ...axis,
        space: 56,
        incrs: DAY_STEPS,
        values: (_chart, splits) => splits.map((index) => (days[index] ? dayLabel(days[index].day) : '')),
      },
      { ...axis, size: 48, incrs: COUNT_STEPS, values: (_chart, splits) => splits.map(numberText) },
    ],
    series: [
      { label: 'Gün', value: (_chart, index) => (days[index] ? dayLabel(days[index].day, true) : '') },
      {
        label: 'Görüntülenme',
        stroke: views,
        fill: themeColour(root, '--accent', 0.14),
        width: 2,
        points: { show: dots, size: 5, fill: views },
        value: (_chart, value) => (value == null ? '–' : numberText(value)),
      },
      {
        label: 'Tekil ziyaretçi',
        stroke: visitors,
        width: 2,
        dash: [6, 4],
        points: { show: dots, size: 5, fill: visitors },
        value: (_chart, value) => (value == null ? '–' : numberText(value)),
      },
    ],
  };
}

/**
 * Views and unique visitors per day (uPlot, on a canvas), in the panel's colours of either
 * theme, as wide as its column. The canvas is hidden from assistive technology: the screen's
 * table of the days says the same in words.
 */
export function DaysChart({ days }: { days: Report['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useThemeVersion();
  useEffect(() => {
    const root = box.current!;
    const data: uPlot.AlignedData = [
      days.map((_, index) => index),
      days.map((day) => day.views),
      days.map((day) => day.visitors),
    ];
    const chart = new uPlot(options(root, days, root.clientWidth || 600), data, root);
    const resize = new ResizeObserver(() => {
      const width = root.clientWidth;
      if (width > 0 && width !== chart.width) chart.setSize({ width, height: heightFor(width) });
    });
    resize.observe(root);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, theme]);
  return <div ref={box} className="analytics-chart__canvas" aria-hidden="true" data-testid="days-chart" />;
}
