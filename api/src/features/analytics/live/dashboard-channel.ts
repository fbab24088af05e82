import { DASHBOARD_JOIN_METHOD, DASHBOARD_LEAVE_METHOD, DASHBOARD_PUSH_TARGET } from '@switchboard/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/index.js';
import { HubMethodError, type HubCaller } from '../../../push/index.js';
import { permissionsOfUser } from '../../directory/index.js';

/** What the dashboard channel needs of the push hub (groups and client-invoked methods). */
export interface DashboardPush {
  sendToGroup(group: string, target: string, args: unknown[]): Promise<void>;
  handleInvocation(method: string, handler: (caller: HubCaller, args: unknown[]) => Promise<unknown>): void;
}

/** Dashboards that may show the live figures: the status view's permission, in any division. */
const LIVE_PERMISSION = 'analytics:statusDashboard:view';
/** An organisation's dashboards hear of changes at most this often (changes in between are coalesced). */
export const DASHBOARD_PUSH_INTERVAL_MS = 1000;

export const dashboardGroup = (organizationId: string) => `dashboard:${organizationId}`;

/**
 * The live channel of the status dashboard: a connection joins its organisation's group with
 * `JoinDashboard` (refused without the permission), and hears `DashboardChanged` — a bare "refetch"
 * signal carrying no figures, so division scoping stays with the status route — at most once a second
 * per organisation, however many changes were folded meanwhile.
 */
export class DashboardChannel {
  private readonly pending = new Set<string>();
  private readonly lastSent = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly push: () => DashboardPush | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Registers the hub methods (when the hub is there). */
  register(): void {
    const push = this.push();
    if (!push) return;
    push.handleInvocation(DASHBOARD_JOIN_METHOD, async (caller) => {
      const user = await this.db.selectFrom('users').select(['organization_id']).where('id', '=', caller.userId).where('status', '=', 'active').executeTakeFirst();
      if (!user || !(await permissionsOfUser(this.db, caller.userId)).includes(LIVE_PERMISSION)) throw new HubMethodError('Forbidden.');
      await caller.join(dashboardGroup(user.organization_id));
      return true;
    });
    push.handleInvocation(DASHBOARD_LEAVE_METHOD, async (caller) => {
      const user = await this.db.selectFrom('users').select(['organization_id']).where('id', '=', caller.userId).executeTakeFirst();
      if (user) await caller.leave(dashboardGroup(user.organization_id));
      return true;
    });
  }

  /** The figures of these organisations changed: tell their dashboards now, or once their second is up. */
  changed(organizations: Iterable<string>): void {
    for (const id of organizations) this.pending.add(id);
    this.flush();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }

  private flush(): void {
    const push = this.push();
    if (!push) {
      this.pending.clear();
      return;
    }
    const now = Date.now();
    let wait = Infinity;
    for (const id of [...this.pending]) {
      const due = (this.lastSent.get(id) ?? 0) + DASHBOARD_PUSH_INTERVAL_MS;
      if (due > now) {
        wait = Math.min(wait, due - now);
        continue;
      }
      this.pending.delete(id);
      this.lastSent.set(id, now);
      push.sendToGroup(dashboardGroup(id), DASHBOARD_PUSH_TARGET, [{ at: new Date(now).toISOString() }]).catch((error: unknown) => this.log.warn({ err: error }, 'analytics: dashboard push failed'));
    }
    if (this.lastSent.size > 10_000) for (const [id, at] of this.lastSent) if (now - at > DASHBOARD_PUSH_INTERVAL_MS) this.lastSent.delete(id);
    if (wait !== Infinity && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flush();
      }, wait);
      this.timer.unref();
    }
  }
}
