import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as registerParts, type EChartsType } from 'echarts/core';
import { LegacyGridContainLabel } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import { chartOption, type EChartProps } from './chart-option';

export type { EChartProps };

// Only what the four charts use, so this chunk stays small. The canvas renderer: measured a little smaller than the SVG one
// (about 190 kB against 194 kB gzipped with ECharts' core), and it scales with the device pixel ratio on wall screens.
// `grid.containLabel` needs its own part since ECharts 6; without it the newer bounds layout shrinks an inverted
// (right-to-left) category axis to nothing.
registerParts([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DatasetComponent, CanvasRenderer, LegacyGridContainLabel]);

/** One chart, drawn into its box and redrawn when the box resizes; disposed on unmount. */
export default function EChart({ spec, summary, rtl, format, height = 280 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const { token } = theme.useToken();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, null, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current = null;
      instance.dispose();
    };
  }, []);

  // Declared after the effect that makes the instance, so it runs after it.
  useEffect(() => {
    chart.current?.setOption(chartOption(spec, token, rtl, format), true);
  }, [spec, token, rtl, format]);

  // The canvas is laid out left to right whatever the page's direction (an inherited `rtl` garbles ECharts' text
  // and layout); right-to-left reading comes from the options: the x axis reversed, the y axis on the right.
  return <div ref={box} dir="ltr" role="img" aria-label={summary} data-testid={`chart-${spec.id}`} style={{ width: '100%', height }} />;
}
