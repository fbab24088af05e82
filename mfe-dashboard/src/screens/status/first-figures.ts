import { earlyAnswer } from '@switchboard/shared/client';
import type { StatusDashboardQuery } from '@switchboard/shared/contracts';
import { analyticsApi } from '../../api/analytics-api';
import { parseStatusFilters, toStatusQuery } from './status-query';

const firstFigures = earlyAnswer((query: StatusDashboardQuery, ahead: boolean) => analyticsApi.status(query, { ahead }));

/** Asks for the status figures of the filters at `search` (the address's query) before the view's code is in. */
export function askFirstFigures(search: string): void {
  firstFigures.ask(toStatusQuery(parseStatusFilters(new URLSearchParams(search))));
}

/** The view's read: its first call takes the figures asked ahead when they are for the same filters. */
export const readStatusFigures = firstFigures.read;
