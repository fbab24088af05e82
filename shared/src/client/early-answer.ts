import type { RequestConfig } from './http-client.js';
import { firstScreenDataTaken } from './http.js';

/** How long an early answer waits for its screen: a page that opens on the screen takes it at once. */
export const EARLY_ANSWER_LIFETIME_MS = 15_000;

/**
 * How an early call is sent: an early 401 neither signs out nor toasts (the screen's own call handles
 * it), and its answer is not the screen's data until the screen takes it (the work that waits for that
 * keeps waiting).
 */
export const AHEAD_OF_SCREEN: RequestConfig = { skipAuthRedirect: true, aheadOfScreen: true };

/** A call's own config, sent ahead of its screen (`AHEAD_OF_SCREEN`) when `ahead`. */
export function aheadOfScreen(config: RequestConfig, ahead: boolean): RequestConfig {
  return ahead ? { ...config, ...AHEAD_OF_SCREEN } : config;
}

/**
 * A screen's first read, asked before the screen's code is in (from `RemoteFeature.preloadData`) and
 * taken by the screen's own first read, so the page that opens on it draws its data on the first
 * render instead of asking after it.
 */
export interface EarlyAnswer<Request, Answer> {
  /** Asks now, quietly: a failure is left to the screen, which asks again and says so. */
  ask(request: Request): void;
  /**
   * The screen's read: the first call takes the early answer when it asked for exactly this request,
   * not long ago (a failed early answer is asked again); every other call goes to the server.
   */
  read(request: Request): Promise<Answer>;
}

/**
 * One screen's early answer. `send(request, ahead)` makes the call; `ahead` is true for the early one,
 * which the API module sends with `AHEAD_OF_SCREEN`.
 */
export function earlyAnswer<Request, Answer>(send: (request: Request, ahead: boolean) => Promise<Answer>): EarlyAnswer<Request, Answer> {
  let early: { request: string; askedAt: number; answer: Promise<Answer> } | null = null;
  return {
    ask(request) {
      const answer = send(request, true);
      answer.catch(() => undefined);
      early = { request: JSON.stringify(request), askedAt: Date.now(), answer };
    },
    read(request) {
      const taken = early;
      early = null;
      if (taken && taken.request === JSON.stringify(request) && Date.now() - taken.askedAt < EARLY_ANSWER_LIFETIME_MS) {
        // Taken, the answer is the screen's data: the work that waits for it (the push connection) starts.
        return taken.answer.then(
          (answer) => {
            firstScreenDataTaken();
            return answer;
          },
          () => send(request, false),
        );
      }
      return send(request, false);
    },
  };
}
