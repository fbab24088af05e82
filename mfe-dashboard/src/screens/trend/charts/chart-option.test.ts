import { theme } from 'antd';
import type { ChartSpec } from '../trend-series';
import { chartOption } from './chart-option';

const token = theme.getDesignToken();
const darkToken = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
const spec: ChartSpec = {
  id: 'sla',
  title: 'SLA attainment',
  unit: 'percent',
  categories: ['Nov 1', 'Nov 2'],
  series: [{ name: 'SLA attainment', kind: 'line', values: [90, null], color: token.colorSuccess }],
};
const format = (value: number | null) => String(value);

describe('chart option', () => {
  it('mirrors the time axis and puts the value axis on the right in RTL', () => {
    const rtl = chartOption(spec, token, true, format) as { xAxis: { inverse: boolean }; yAxis: { position: string } };
    expect([rtl.xAxis.inverse, rtl.yAxis.position]).toEqual([true, 'right']);
    const ltr = chartOption(spec, token, false, format) as { xAxis: { inverse: boolean }; yAxis: { position: string } };
    expect([ltr.xAxis.inverse, ltr.yAxis.position]).toEqual([false, 'left']);
  });

  it('takes its text colours from the theme, so dark mode stays readable', () => {
    const light = chartOption(spec, token, false, format) as { legend: { textStyle: { color: string } } };
    const dark = chartOption(spec, darkToken, false, format) as { legend: { textStyle: { color: string } } };
    expect(light.legend.textStyle.color).toBe(token.colorText);
    expect(dark.legend.textStyle.color).toBe(darkToken.colorText);
    expect(dark.legend.textStyle.color).not.toBe(light.legend.textStyle.color);
  });

  it('plots the spec as a dataset, gaps as gaps', () => {
    const option = chartOption(spec, token, false, format) as { dataset: { source: unknown[][] } };
    expect(option.dataset.source).toEqual([['', 'SLA attainment'], ['Nov 1', 90], ['Nov 2', null]]);
  });
});
