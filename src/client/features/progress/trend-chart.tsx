import {
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the parts a line chart needs, so the chunk stays small (chart.js is tree-shaken).
Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip, Legend, Filler);

export interface TrendSeries {
  name: string;
  color: string;
  /** One value per label; null leaves a gap. */
  values: (number | null)[];
}

export interface TrendChartProps {
  /** Names the chart for screen readers; the table beside it holds the figures. */
  description: string;
  labels: string[];
  series: TrendSeries[];
  min: number;
  max: number;
}

/** A line chart drawn by Chart.js; decorative for assistive technology, which gets the table instead. */
export default function TrendChart({ description, labels, series, min, max }: TrendChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const chart = new Chart(canvas.current!, {
      type: 'line',
      data: {
        labels,
        datasets: series.map((s) => ({
          label: s.name,
          data: s.values,
          borderColor: s.color,
          backgroundColor: s.color,
          pointRadius: 4,
          tension: 0.25,
          spanGaps: true,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reduceMotion ? false : { duration: 400 },
        scales: { y: { min, max, ticks: { precision: 0 } } },
        plugins: { legend: { display: series.length > 1, position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, min, max]);
  return (
    <div className="relative h-56 sm:h-64">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
