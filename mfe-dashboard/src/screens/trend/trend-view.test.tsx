import { screen, waitFor, within } from '@testing-library/react';
import { bodiesSentTo, mockHttp, renderScreens, setupUser } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { sampleTrend } from '../../test-support/fixtures';
import type { EChartProps } from './charts/echart';
import { TrendView } from './trend-view';

// ECharts needs a real layout engine: jsdom gets a stand-in that shows what the chart is given.
jest.mock('./charts/echart', () => ({
  __esModule: true,
  default: ({ spec, summary, rtl }: EChartProps) => <div role="img" aria-label={summary} data-testid={`chart-${spec.id}`} data-rtl={String(rtl)} />,
}));

function serve() {
  return mockHttp((request) => {
    if (request.url === 'analytics/trend') return { status: 200, data: sampleTrend() };
    return { status: 200, data: { entities: [], totalCount: 0 } };
  });
}

const render = (path = '/dashboard/overview?view=trend') => renderScreens(feature, path, { '/dashboard/overview': <TrendView /> });

describe('trend view', () => {
  it('shows the KPIs against the previous period, coloured by whether the change is good', async () => {
    serve();
    await render();
    expect(await screen.findByTestId('kpi-resolved-value')).toHaveTextContent('110');
    // More resolved: good.
    expect(screen.getByTestId('kpi-resolved-change')).toHaveTextContent('▲ up 10% (previous period: 100)');
    expect(screen.getByTestId('kpi-resolved-change')).toHaveAttribute('data-good', 'true');
    // Slower first response: bad.
    expect(screen.getByTestId('kpi-firstResponseMedian-value')).toHaveTextContent('3 h 20 min');
    expect(screen.getByTestId('kpi-firstResponseMedian-change')).toHaveAttribute('data-good', 'false');
    expect(screen.getByTestId('kpi-resolutionMedian-value')).toHaveTextContent('2 d 4 h');
    // SLA attainment = met / (met + breached): 90 % now, 80 % before.
    expect(screen.getByTestId('kpi-slaAttainment-value')).toHaveTextContent('90%');
    expect(screen.getByTestId('kpi-slaAttainment-change')).toHaveTextContent('up 12.5%');
    // Same number created: no change.
    expect(screen.getByTestId('kpi-created')).toHaveTextContent('no change (previous period: 120)');
  });

  it('describes each chart in words and offers it as a table', async () => {
    serve();
    await render();
    const chart = await screen.findByTestId('chart-created-resolved');
    expect(chart).toHaveAccessibleName('Created and resolved, with backlog: 2 points from Nov 1, 2026 to Nov 2, 2026. Created between 4 and 6; Resolved between 3 and 5; Backlog at end between 41 and 41.');
    const toggle = screen.getByTestId('toggle-table-created-resolved');
    await setupUser().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByTestId('chart-table-created-resolved');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['PeriodCreatedResolvedBacklog at end', 'Nov 1, 2026' + '4' + '3' + '41', 'Nov 2, 2026' + '6' + '5' + '41']);
    expect(screen.queryByTestId('chart-created-resolved')).not.toBeInTheDocument();
  });

  it('shows the breakdowns and says when a "narrow to" filter leaves them unfiltered', async () => {
    const seen = serve();
    await render('/dashboard/overview?view=trend&period=7d&interval=hour&dimension=channel&value=hub');
    const byCategory = await screen.findByTestId('breakdown-category');
    expect(within(byCategory).getByText('No category')).toBeInTheDocument();
    expect(within(byCategory).getByText('1 h 30 min')).toBeInTheDocument();
    expect(screen.getByTestId('breakdowns-unfiltered')).toBeInTheDocument();
    expect(bodiesSentTo(seen, 'analytics/trend')[0]).toEqual({ period: '7d', interval: 'hour', filter: { dimension: 'channel', value: 'hub' } });
  });

  it('leaves out the channel chart when narrowed to another dimension, whose tickets the rollup cannot split by channel', async () => {
    serve();
    await render('/dashboard/overview?view=trend&dimension=priority&value=High');
    expect(await screen.findByTestId('chart-created-resolved')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-channels')).not.toBeInTheDocument();
  });

  it('exports a table as CSV, formula-safe, named after the period', async () => {
    serve();
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await render();
    await setupUser().click(await screen.findByTestId('csv-by-category'));
    expect(names).toEqual(['switchboard-by-category-2026-11-01_2026-11-30.csv']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]);
    });
    // FileReader drops the byte order mark; the export's first bytes are checked in csv.test.ts.
    expect(text.split('\r\n')[1]).toBe('"\'=HYPERLINK(""x"")",80,70,2,92.3,5400,90000');
  });

  it('keeps the period and interval in the URL', async () => {
    const seen = serve();
    await render();
    await screen.findByTestId('kpi-created');
    await setupUser().click(within(screen.getByTestId('trend-period')).getByText('7 days'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/overview?view=trend&period=7d'));
    await waitFor(() => expect(bodiesSentTo(seen, 'analytics/trend').at(-1)).toEqual({ period: '7d', interval: 'day' }));
  });
});
