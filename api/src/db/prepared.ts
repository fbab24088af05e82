import { createHash } from 'node:crypto';
import { sql, type Expression } from 'kysely';

/** Ends the SQL of a statement `prepared` marked; a comment, so every engine runs it unchanged. */
const MARK = '/* prepared */';

/**
 * Marks a statement to be prepared once per connection of a PostgreSQL server and then only bound
 * and executed: PostgreSQL parses it once and, after a few executions, plans it once too (a generic
 * plan, kept when it costs no more than the plans made for the values given).
 *
 * Only for statements run on every request whose text never changes with their values (no lists of
 * varying length, no optional conditions) and whose best plan does not depend on the values (an
 * equality on a primary or unique key, the organisation's handful of rows): each distinct text
 * stays prepared on each connection for its lifetime. On embedded PGlite the mark is a comment.
 */
export function prepared<Q extends { modifyEnd(modifier: Expression<unknown>): Q }>(query: Q): Q {
  return query.modifyEnd(sql.raw(MARK));
}

const names = new Map<string, string>();

/** The statement's name on every connection: derived from its text (the same text, the same name). */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `sb_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    // Marked statements are a fixed few; the bound only guards against a misuse.
    if (names.size >= 1000) names.clear();
    names.set(text, name);
  }
  return name;
}

type Queryable = { query: (...args: never[]) => unknown };

/**
 * Makes a node-postgres client run the statements `prepared` marked as named prepared statements
 * (the client remembers which names its connection has parsed, and sends only Bind and Execute for
 * them after the first time). Everything else goes through unchanged.
 */
export function runMarkedStatementsPrepared(client: Queryable): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (text: unknown, ...rest: unknown[]) => {
    if (typeof text === 'string' && text.endsWith(MARK) && (rest.length === 0 || Array.isArray(rest[0]))) {
      return query({ name: statementName(text), text, values: rest[0] ?? [] }, ...rest.slice(1));
    }
    return query(text, ...rest);
  };
}
