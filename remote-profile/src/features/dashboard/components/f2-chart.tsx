/**
 * Draws one AntV F2 chart on a canvas as wide as its container, and redraws it when its chart or its width changes.
 * F2's own Canvas is driven directly (not @antv/f-react, which reads React 19's removed `element.ref`).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Canvas } from '@antv/f2';
import type { JSX as F2JSX } from '@antv/f2/jsx-runtime';

export interface F2ChartProps {
  /** An F2 element (see dashboard-chart-specs.tsx). */
  chart: F2JSX.Element;
  height: number;
  /** What the chart shows, for screen readers: a canvas has no text of its own. */
  label: string;
  testId?: string;
}

/** A chart that failed to draw leaves its card's figures readable; the failure goes to the console for the developer. */
function reportChartError(error: unknown) {
  console.error('F2 chart failed to draw', error);
}

export function F2Chart({ chart, height, label, testId }: F2ChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const f2 = useRef<Canvas | null>(null);
  const drawnSize = useRef({ width: 0, height: 0 });
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const measure = () => setWidth(Math.round(box.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || width === 0) return;
    const pageFont = window.getComputedStyle(canvas).fontFamily;
    const props = {
      context,
      width,
      height,
      pixelRatio: window.devicePixelRatio || 1,
      // The page's own fonts (the host picks each script's faces), not F2's default list.
      theme: pageFont ? { fontFamily: pageFont } : {},
      children: chart,
    };
    const drawn = f2.current;
    if (!drawn) {
      f2.current = new Canvas(props);
      drawnSize.current = { width, height };
      f2.current.render().catch(reportChartError);
      return;
    }
    // F2's update redraws the chart but keeps the old size: a new width needs a resize too.
    const resized = drawnSize.current.width !== width || drawnSize.current.height !== height;
    drawnSize.current = { width, height };
    drawn
      .update(props)
      .then(() => (resized ? drawn.resize(width, height) : undefined))
      .catch(reportChartError);
  }, [chart, width, height]);

  useEffect(
    () => () => {
      f2.current?.destroy();
      f2.current = null;
    },
    [],
  );

  return (
    <div ref={boxRef} className="dashboard-chart" style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height }} />
    </div>
  );
}
