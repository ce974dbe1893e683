import { useEffect, useRef, useState } from 'react';
import type { StaffDashboard } from '@store/contracts';
import styles from '../layout/backoffice.module.css';
import { money } from '../texts';

const WIDTH = 640;
const HEIGHT = 220;
/** As wide as its box allows, up to WIDTH: a phone's dashboard gets a narrower chart. */
const widthIn = (box: HTMLElement) => Math.min(WIDTH, box.clientWidth || WIDTH);
const weekLabel = (iso: string) =>
  new Date(iso).toLocaleDateString('es-AR', { day: '2-digit', month: '2-digit' });

/**
 * Sales by week as bars, drawn by uPlot (MIT, ~20 kB gzip), which is fetched only when the
 * dashboard shows it: no other page, and no buyer page, loads it. The same figures are in the
 * table below the chart, for screen readers and for anyone who wants the numbers. uPlot draws at
 * a fixed size, so the chart is drawn again at its box's new width when the box changes (a
 * tablet turned, a window narrowed): it never makes the page scroll sideways.
 */
export function SalesChart({
  weeks,
  currency,
}: {
  weeks: StaffDashboard['salesByWeek'];
  currency: StaffDashboard['currency'];
}) {
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null =
      null;
    let resized: ResizeObserver | null = null;
    let live = true;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: uPlot }]) => {
        const box = target.current;
        if (!live || !box) return;
        chart = new uPlot(
          {
            width: widthIn(box),
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: false } },
            axes: [
              {
                values: (_u, ticks) =>
                  ticks.map((i) => (weeks[i] ? weekLabel(weeks[i].weekStart) : '')),
              },
              {
                values: (_u, ticks) => ticks.map((v) => money(v, currency).replace(/,\d+$/, '')),
                size: 90,
              },
            ],
            series: [
              {},
              {
                label: 'Ventas',
                fill: 'rgba(31, 111, 67, 0.6)',
                stroke: '#1f6f43',
                paths: uPlot.paths.bars!({ size: [0.6, 60] }),
                points: { show: false },
              },
            ],
          },
          [weeks.map((_, i) => i), weeks.map((w) => w.sales)],
          box,
        );
        resized = new ResizeObserver(() => chart?.setSize({ width: widthIn(box), height: HEIGHT }));
        resized.observe(box);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      resized?.disconnect();
      chart?.destroy();
    };
  }, [weeks, currency]);
  return (
    <figure className={styles.card} aria-labelledby="sales-by-week">
      <figcaption id="sales-by-week">
        <h2>Ventas por semana</h2>
      </figcaption>
      {failed ? (
        <p>No se pudo cargar el gráfico; las cifras están en la tabla.</p>
      ) : (
        <div ref={target} className={styles.chartBox} aria-hidden="true" />
      )}
      <details>
        <summary>Ver las cifras</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Semana del</th>
              <th>Pedidos</th>
              <th>Ventas</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <td>{weekLabel(w.weekStart)}</td>
                <td>{w.orders}</td>
                <td>{money(w.sales, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
