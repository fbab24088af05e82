import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isFinishedKind, type TicketView } from '@switchboard/shared/contracts';
import { KitStyles, useIsMobile, useKitTheme } from '@switchboard/shared/crud';
import { KitButton, lazyChunk, preloadKit, WithKit } from '@switchboard/shared/ui';
import { ticketViewsApi } from '../../api';
import { useStatuses } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { TICKET_LIST, type ListQuery } from './list-query';
import { ViewActions } from './view-actions';
import type { ViewTask } from './view-task';

const loadViewTask = () => import('./view-task');
const ViewTaskRunner = lazyChunk(() => loadViewTask().then((module) => ({ default: module.ViewTaskRunner })));

/** The dialogs' code and antd's providers they draw in, fetched as the agent reaches for them. */
function preloadViewTask(): void {
  preloadKit();
  void loadViewTask().catch(() => undefined);
}

/** The URL query (no `?`) of a view, on its first page: what a saved view stores and what marks it as the one on screen. */
export function viewQuery(view: ListQuery): string {
  return TICKET_LIST.serialise({ ...view, page: 1 }).replace(/^\?/, '');
}

const withFilters = (filters: Partial<ListQuery>) => viewQuery({ ...TICKET_LIST.empty, ...filters });

interface NamedView {
  key: string;
  name: string;
  query: string;
  saved?: TicketView;
}

/** The views bar's own look: chips (the one on screen marked) and the "…" menu, on the theme's tokens. */
const VIEWS_CSS = `
.sb-views-chip{display:inline-flex;align-items:center;padding:2px 12px;color:var(--sb-colorText);white-space:nowrap;text-decoration:none;background:transparent;border:1px solid var(--sb-colorBorder);border-radius:8px;transition:border-color .2s,color .2s}
.sb-views-chip:hover{color:var(--sb-colorPrimaryHover);border-color:var(--sb-colorPrimaryHover)}
.sb-views-chip:focus-visible{outline:2px solid var(--sb-colorPrimary);outline-offset:1px}
.sb-views-chip[aria-current]{font-weight:600;color:var(--sb-colorPrimaryText);background:var(--sb-colorPrimaryBg);border-color:var(--sb-colorPrimary)}
.sb-view-menu{position:fixed;z-index:1050;display:flex;flex-direction:column;gap:4px;min-width:160px;padding:4px;background:var(--sb-colorBgElevated);border-radius:8px;box-shadow:0 6px 16px 0 rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.sb-view-menu>.sb-btn{justify-content:flex-start}
@media (prefers-reduced-motion:reduce){.sb-views-chip{transition:none}}
`;

/** The agent's saved views: loaded once (when `enabled`), changed through the api, kept in name order. */
function useSavedViews(enabled: boolean) {
  const [views, setViews] = useState<TicketView[]>([]);
  const [loaded, setLoaded] = useState(false);
  const reload = useCallback(async () => {
    try {
      setViews(await ticketViewsApi.list());
    } catch {
      // The built-in views still work; the saved ones come back with the next visit.
    } finally {
      setLoaded(true);
    }
  }, []);
  useEffect(() => {
    if (enabled) void reload();
  }, [reload, enabled]);
  return { views, loaded, reload };
}

/**
 * Views of the tickets list beside it: "My open", "Unassigned" and "Breaching soon", then the agent's
 * own views, each a link to the list with its filters (so copying the address shares it), and "Save
 * view" for the filters on screen. The view on screen is marked (`aria-current`). Drawn plain; the
 * dialogs (a name, a deletion to confirm) and their toasts draw with antd, fetched when first reached for.
 */
export function SavedViews({ view, enabled = true }: { view: ListQuery; /** False until the list's first page is in: the views wait for it. */ enabled?: boolean }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const mode = useKitTheme();
  const mobile = useIsMobile();
  const statuses = useStatuses(enabled);
  const { views, loaded, reload } = useSavedViews(enabled);
  const [task, setTask] = useState<ViewTask | null>(null);
  // The dialogs' island stays once it has come: its toasts outlive the dialog that showed them.
  const [island, setIsland] = useState(false);
  const current = viewQuery(view);

  const builtIn = useMemo<NamedView[]>(() => {
    const open = statuses.items.filter((status) => !isFinishedKind(status.kind)).map((status) => status.id);
    return [
      { key: 'mine', name: t('views.myOpen'), query: withFilters({ assignee: ['me'], status: open }) },
      { key: 'unassigned', name: t('views.unassigned'), query: withFilters({ assignee: ['unassigned'], status: open }) },
      { key: 'breaching', name: t('views.breachingSoon'), query: withFilters({ sla: 'dueSoon' }) },
    ];
  }, [statuses.items, t]);
  const all: NamedView[] = [...builtIn, ...views.map((saved) => ({ key: saved.id, name: saved.name, query: saved.query, saved }))];
  const onScreen = all.find((candidate) => candidate.query === current);

  const start = (next: ViewTask) => {
    setIsland(true);
    setTask(next);
  };
  const finish = (changed: boolean) => {
    setTask(null);
    if (changed) void reload();
  };

  return (
    <nav aria-label={t('views.label')} data-testid="ticket-views" className="sb-kit" data-theme={mode} style={{ marginBottom: 12 }}>
      <KitStyles />
      <style href="sb-ticket-views" precedence="default">
        {VIEWS_CSS}
      </style>
      {/* At phone width the views scroll sideways in one row instead of pushing the list down. */}
      <ul style={{ display: 'flex', flexWrap: mobile ? 'nowrap' : 'wrap', overflowX: mobile ? 'auto' : undefined, gap: 8, listStyle: 'none', margin: 0, padding: '2px 0', alignItems: 'center' }}>
        {all.map((candidate) => (
          <li key={candidate.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }} data-testid="ticket-view" data-view={candidate.saved ? 'saved' : candidate.key}>
            <Link to={{ search: candidate.query ? `?${candidate.query}` : '' }} aria-current={candidate === onScreen ? 'page' : undefined} className="sb-views-chip" dir="auto">
              {candidate.name}
            </Link>
            {candidate.saved ? <ViewActions view={candidate.saved} canReplace={candidate.query !== current} onTask={start} onNear={preloadViewTask} /> : null}
          </li>
        ))}
        <li>
          <KitButton
            size="small"
            icon={<PlusOutlined />}
            onClick={() => start({ kind: 'save' })}
            onPointerEnter={preloadViewTask}
            onFocus={preloadViewTask}
            disabled={!loaded || !current || Boolean(onScreen)}
            data-testid="ticket-view-save"
          >
            {t('views.save')}
          </KitButton>
        </li>
      </ul>
      {island ? (
        <WithKit fallback={null}>
          <Suspense fallback={null}>{task ? <ViewTaskRunner task={task} current={current} onClose={finish} /> : null}</Suspense>
        </WithKit>
      ) : null}
    </nav>
  );
}
