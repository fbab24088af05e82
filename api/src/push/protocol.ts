/**
 * The SignalR JSON hub protocol as far as this server needs it (ASP.NET Core `HubProtocol.md`):
 * records are JSON texts each followed by the record separator 0x1E.
 */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/** One record, ready to write as a text frame. */
export function record(message: unknown): string {
  return `${JSON.stringify(message)}${RECORD_SEPARATOR}`;
}

/** A push: an invocation without `invocationId`, so the client does not answer it. */
export function invocationRecord(target: string, args: unknown[]): string {
  return record({ type: MessageType.Invocation, target, arguments: args });
}

export const PING_RECORD = record({ type: MessageType.Ping });

export function closeRecord(options: { error?: string; allowReconnect?: boolean }): string {
  const message: { type: number; error?: string; allowReconnect?: boolean } = { type: MessageType.Close };
  if (options.error !== undefined) message.error = options.error;
  if (options.allowReconnect) message.allowReconnect = true;
  return record(message);
}

/**
 * Splits incoming text into complete records. A frame may hold several records or end in the
 * middle of one; the unfinished tail waits for the next frame. `limit` bounds that tail so a
 * client cannot make us buffer without end.
 */
export class RecordReader {
  private pending = '';

  constructor(private readonly limit: number) {}

  /** The complete records now available, or `null` when the unfinished tail grew past the limit. */
  push(text: string): string[] | null {
    const parts = (this.pending + text).split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    if (this.pending.length > this.limit) return null;
    return parts;
  }
}
