import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScheduleWriteRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, currentLocation, mockHttp, type MockReply, renderScreens, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { ScheduleEditorScreen } from './schedule-editor-screen';
import { FRIDAY_PREVIEW, makeSchedule, NOT_FOUND, SCHEDULE_PERMISSIONS } from './test-schedules';

const SUPPORT = makeSchedule(1, { name: 'Support desk', description: 'Berlin office', holidays: [{ name: 'Christmas', start: '2026-12-25', end: '2026-12-26', yearly: true }] });
const IN_USE = makeSchedule(2, { name: 'Gold hours', slaPolicyCount: 2 });

const ICS = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20270101', 'SUMMARY:New year', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');

function server(options: { onDelete?: () => MockReply } = {}) {
  return mockHttp((request) => {
    const { method, url } = request;
    if (method === 'post' && url === 'schedules/preview') return FRIDAY_PREVIEW;
    if (method === 'get' && url === `schedules/${SUPPORT.id}`) return { status: 200, data: SUPPORT };
    if (method === 'get' && url === `schedules/${IN_USE.id}`) return { status: 200, data: IN_USE };
    if (method === 'post' && url === 'schedules') return { status: 201, data: makeSchedule(9, { ...bodyOf<ScheduleWriteRequest>(request), description: null }) };
    if (method === 'put' && url === `schedules/${SUPPORT.id}`) return { status: 200, data: { ...SUPPORT, ...bodyOf<ScheduleWriteRequest>(request) } };
    if (method === 'post' && url === 'schedules/holidays/import') {
      return { status: 200, data: { holidays: [{ name: 'Christmas', start: '2026-12-25', end: '2026-12-26', yearly: true }, { name: 'New year', start: '2027-01-01', end: '2027-01-01', yearly: true }], skipped: 2 } };
    }
    if (method === 'delete' && url === `schedules/${IN_USE.id}`) {
      return options.onDelete?.() ?? { status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details: [{ field: '/id', message: 'is used by 2 service level policies' }] } };
    }
    if (method === 'delete') return { status: 204 };
    return NOT_FOUND;
  });
}

async function render(path: string, permissions = SCHEDULE_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, path, {
    '/settings/schedules/details': <ScheduleEditorScreen />,
    '/settings/schedules/details/:id': <ScheduleEditorScreen />,
    '/settings/schedules/list': <p>schedules list</p>,
  });
}

describe('ScheduleEditorScreen', () => {
  it('creates a schedule from the form: name, zone, weekly hours edited per day, Monday copied to weekdays', async () => {
    const seen = server();
    await render('/settings/schedules/details');
    fireEvent.change(await screen.findByTestId('schedule-name'), { target: { value: '  Early shift ' } });
    // Monday opens at 07:00 and gets a second interval; the copy gives Tuesday–Friday the same.
    fireEvent.change(screen.getByTestId('schedule-day-1-start-0'), { target: { value: '07:00' } });
    fireEvent.change(screen.getByTestId('schedule-day-1-end-0'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByTestId('schedule-day-1-add'));
    fireEvent.change(screen.getByTestId('schedule-day-1-end-1'), { target: { value: '15:00' } });
    fireEvent.click(screen.getByTestId('schedule-copy-monday'));
    // Saturday opens too, Friday closes.
    fireEvent.click(screen.getByTestId('schedule-day-6-open'));
    fireEvent.click(screen.getByTestId('schedule-day-5-open'));
    fireEvent.click(screen.getByTestId('schedule-save'));

    await waitFor(() => expect(currentLocation()).toBe(`/settings/schedules/details/${makeSchedule(9).id}`));
    const sent = bodiesSentTo<ScheduleWriteRequest>(seen.filter((request) => request.method === 'post'), 'schedules');
    expect(sent).toHaveLength(1);
    expect(sent[0].name).toBe('Early shift');
    expect(sent[0].description).toBeNull();
    expect(sent[0].timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(sent[0].holidays).toEqual([]);
    const twoIntervals = (day: number) => [
      { day, start: '07:00', end: '12:00' },
      { day, start: '12:00', end: '15:00' },
    ];
    expect(sent[0].weekly).toEqual([...twoIntervals(1), ...twoIntervals(2), ...twoIntervals(3), ...twoIntervals(4), { day: 6, start: '09:00', end: '17:00' }]);
  });

  it('previews the next open and close moments of what is being edited', async () => {
    const seen = server();
    await render(`/settings/schedules/details/${SUPPORT.id}`);
    expect(await screen.findByTestId('schedule-preview-now', {}, { timeout: 3000 })).toHaveTextContent('Open now');
    const moments = screen.getAllByTestId('schedule-preview-transition');
    expect(moments.map((moment) => moment.textContent?.split(' ')[0])).toEqual(['Closes', 'Opens']);
    expect(bodiesSentTo(seen, 'schedules/preview').at(-1)).toEqual({ definition: { timeZone: 'Europe/Berlin', weekly: SUPPORT.weekly, holidays: SUPPORT.holidays } });
  });

  it('imports holidays from an .ics file, adds those not listed yet and says how many were added and skipped', async () => {
    const seen = server();
    await render(`/settings/schedules/details/${SUPPORT.id}`);
    await screen.findByTestId('schedule-holidays');
    expect(screen.getAllByTestId('schedule-holiday')).toHaveLength(1);
    const file = new File([ICS], 'holidays.ics', { type: 'text/calendar' });
    await act(async () => {
      fireEvent.change(screen.getByTestId('schedule-import-file'), { target: { files: [file] } });
    });
    expect(await screen.findByText('1 holidays added, 3 events skipped')).toBeInTheDocument();
    expect(bodiesSentTo<{ ics: string }>(seen, 'schedules/holidays/import')).toEqual([{ ics: ICS }]);
    const names = screen.getAllByTestId('schedule-holiday-name').map((input) => (input as HTMLInputElement).value);
    expect(names).toEqual(['Christmas', 'New year']);

    fireEvent.click(screen.getByTestId('schedule-save'));
    await screen.findByText('Schedule saved');
    const sent = bodiesSentTo<ScheduleWriteRequest>(seen.filter((request) => request.method === 'put'), `schedules/${SUPPORT.id}`);
    expect(sent[0].holidays).toEqual([
      { name: 'Christmas', start: '2026-12-25', end: '2026-12-26', yearly: true },
      { name: 'New year', start: '2027-01-01', end: '2027-01-01', yearly: true },
    ]);
  });

  it('warns before deleting a schedule SLA policies use, and says so when the server refuses', async () => {
    const seen = server();
    await render(`/settings/schedules/details/${IN_USE.id}`);
    fireEvent.click(await screen.findByTestId('schedule-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('schedule-delete-content')).toHaveTextContent('SLA policies using this schedule: 2');
    fireEvent.click(screen.getByTestId('schedule-delete-confirm'));
    expect(await screen.findByText('This schedule is still in use')).toBeInTheDocument();
    expect(screen.getByText(/SLA policies using it: 2/)).toBeInTheDocument();
    expect(seen.filter((request) => request.method === 'delete')).toHaveLength(1);
    expect(currentLocation()).toBe(`/settings/schedules/details/${IN_USE.id}`);
  });

  it('deletes an unused schedule after asking, then goes back to the list', async () => {
    server();
    await render(`/settings/schedules/details/${SUPPORT.id}`);
    fireEvent.click(await screen.findByTestId('schedule-delete'));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('schedule-delete-confirm'));
    await waitFor(() => expect(currentLocation()).toBe('/settings/schedules/list'));
  });

  it('shows the server’s reason beside the interval it names', async () => {
    mockHttp((request) => {
      if (request.url === 'schedules/preview') return FRIDAY_PREVIEW;
      if (request.method === 'get') return { status: 200, data: SUPPORT };
      return { status: 400, data: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid', details: [{ field: '/weekly/1/start', message: 'This interval overlaps interval 1.' }] } };
    });
    await render(`/settings/schedules/details/${SUPPORT.id}`);
    fireEvent.click(await screen.findByTestId('schedule-save'));
    expect(await within(screen.getByTestId('schedule-day-2')).findByText('This interval overlaps interval 1.')).toBeInTheDocument();
  });

  it('is read-only without the edit permission', async () => {
    server();
    await render(`/settings/schedules/details/${SUPPORT.id}`, ['organization:schedules:view']);
    expect(await screen.findByTestId('schedule-name')).toBeDisabled();
    expect(screen.queryByTestId('schedule-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('schedule-delete')).not.toBeInTheDocument();
    expect(screen.getByTestId('schedule-import')).toBeDisabled();
  });
});
