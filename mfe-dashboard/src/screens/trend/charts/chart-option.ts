import type { theme } from 'antd';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { DatasetComponentOption, GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartSpec } from '../trend-series';

export type ChartOption = ComposeOption<BarSeriesOption | LineSeriesOption | DatasetComponentOption | GridComponentOption | LegendComponentOption | TooltipComponentOption>;

export type Token = ReturnType<typeof theme.useToken>['token'];

export interface EChartProps {
  spec: ChartSpec;
  /** What the chart shows in words: the image's accessible name. */
  summary: string;
  rtl: boolean;
  /** A plotted value as text (tooltip and axis). */
  format: (value: number | null) => string;
  height?: number;
}

/** The ECharts option of a spec: theme colours, the time axis mirrored and the value axis on the right in RTL. */
export function chartOption(spec: ChartSpec, token: Token, rtl: boolean, format: (value: number | null) => string): ChartOption {
  const axisText = { color: token.colorTextSecondary, fontFamily: token.fontFamily };
  return {
    animation: false,
    textStyle: { fontFamily: token.fontFamily },
    dataset: { source: [['', ...spec.series.map((series) => series.name)], ...spec.categories.map((category, index) => [category, ...spec.series.map((series) => series.values[index])])] },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: token.colorText }, ...(rtl ? { right: 0 } : { left: 0 }) },
    tooltip: {
      trigger: 'axis',
      backgroundColor: token.colorBgElevated,
      borderColor: token.colorBorderSecondary,
      textStyle: { color: token.colorText },
      valueFormatter: (value) => format(typeof value === 'number' ? value : null),
    },
    xAxis: { type: 'category', inverse: rtl, axisLabel: axisText, axisLine: { lineStyle: { color: token.colorBorder } } },
    yAxis: {
      type: 'value',
      position: rtl ? 'right' : 'left',
      ...(spec.unit === 'percent' ? { max: 100 } : {}),
      axisLabel: { ...axisText, formatter: (value: number) => (spec.unit === 'hours' ? String(value) : format(value)) },
      splitLine: { lineStyle: { color: token.colorBorderSecondary } },
    },
    series: spec.series.map((series, index) =>
      series.kind === 'bar'
        ? { type: 'bar', name: series.name, encode: { x: 0, y: index + 1 }, stack: series.stack, itemStyle: { color: series.color } }
        : {
            type: 'line',
            name: series.name,
            encode: { x: 0, y: index + 1 },
            showSymbol: spec.categories.length <= 31,
            itemStyle: { color: series.color },
            lineStyle: { color: series.color, width: 2, type: series.dashed ? 'dashed' : 'solid' },
          },
    ),
  };
}
