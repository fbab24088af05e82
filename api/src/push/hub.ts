import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Audience, Backplane } from './backplane.js';
import { closeRecord, invocationRecord, MessageType, PING_RECORD, record, RecordReader } from './protocol.js';

export interface PushTiming {
  /** A ping goes to a connection that has been sent nothing for this long (client default expects 15 s). */
  pingIntervalMs: number;
  /** A connection that sent nothing (not even its pings) for this long is dropped (client pings every 15 s). */
  clientTimeoutMs: number;
  /** A connection that has not completed the handshake after this long is closed. */
  handshakeTimeoutMs: number;
}

/** Caps that keep one account or one address from holding the hub; counted per instance. */
export interface PushLimits {
  /** Open connections (and upgrades in flight) per user. */
  maxConnectionsPerUser: number;
  /** …and per client address. */
  maxConnectionsPerAddress: number;
  /** Records a connection may send per second, with a burst of as many; beyond that it is closed. */
  maxMessagesPerSecond: number;
}

export const DEFAULT_PUSH_LIMITS: PushLimits = { maxConnectionsPerUser: 20, maxConnectionsPerAddress: 100, maxMessagesPerSecond: 20 };

/** What `reserve` answers: a held slot to release once the connection is accepted (or failed). */
export type ConnectionSlot = { ok: true; release: () => void } | { ok: false; reason: 'user' | 'address' };

/** A hold on a backplane channel: `ready` once subscribed, `release` to let go. */
export interface ChannelHold {
  ready: Promise<void>;
  release: () => void;
}

/** The connection that invoked a hub method, as its handler sees it. */
export interface HubCaller {
  userId: string;
  connectionId: string;
  /** Adds the connection to the group; resolves once the group's channel is live, so no later push to it is missed. */
  join(group: string): Promise<void>;
  /** Takes the connection out of the group (nothing if it was not in it). */
  leave(group: string): Promise<void>;
}

/** A hub method: its result goes back to the client in the Completion. */
export type HubMethod = (caller: HubCaller, args: unknown[]) => Promise<unknown>;

/**
 * An error a hub method throws whose message is safe to show the client (e.g. "Forbidden."). Any
 * other error reaches the client only as a generic failure: its message may hold internals.
 */
export class HubMethodError extends Error {
  override readonly name = 'HubMethodError';
}

/** What the client is told when a hub method fails with anything but a `HubMethodError`. */
const HUB_METHOD_FAILED = 'Hub method failed.';
/** Groups one connection may be in: each holds memory and maybe a channel subscription. */
const MAX_GROUPS_PER_CONNECTION = 20;
const MAX_GROUP_NAME_LENGTH = 200;
/** Invocations of one connection waiting or running; beyond that the client is answered at once. */
const MAX_QUEUED_INVOCATIONS = 16;

function isGroupName(group: unknown): group is string {
  return typeof group === 'string' && group.length > 0 && group.length <= MAX_GROUP_NAME_LENGTH;
}

/** Payload kinds on the backplane: the first character says what the rest is. */
const FRAME = 'f';
const DISCONNECT = 'd';
/** Sent to every instance: `s<sessionId>\n<reason>` closes the connections opened with that session's tokens. */
const DISCONNECT_SESSION = 's';

/** Longer than an upgrade takes between authenticating and being accepted. */
const REVOKED_SESSION_MEMORY_MS = 60_000;

/** A partial record longer than this is not a client we speak with. */
const MAX_PENDING_CHARS = 64 * 1024;
/** A client this far behind in reading is dropped rather than buffered for. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** A channel's local interest: holds taken, and the subscription they share. */
interface ChannelRef {
  count: number;
  subscribed: Promise<void>;
}

/** How to subscribe to and unsubscribe from one kind of channel, by key. */
interface ChannelSubscription {
  subscribe: (key: string) => Promise<void>;
  unsubscribe: (key: string) => Promise<void>;
}

/** The fields of an incoming record the hub reads (unchecked JSON). */
interface InvocationMessage {
  type?: unknown;
  target?: unknown;
  invocationId?: unknown;
  arguments?: unknown;
}

/** The parsed record, or `null` when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

class HubConnection {
  readonly reader = new RecordReader(MAX_PENDING_CHARS);
  readonly openedAt = Date.now();
  lastReceived = this.openedAt;
  lastSent = this.openedAt;
  handshaken = false;
  closing = false;
  /** Token bucket of the inbound message rate: records the client may still send now. */
  allowance: number;
  lastRefill = this.openedAt;
  /** The groups the connection is in, each with its hold on the group's channel. */
  readonly groups = new Map<string, ChannelHold>();
  /** Hub methods run one after the other per connection, in the order invoked (a join then a leave stay so). */
  invocations: Promise<void> = Promise.resolve();
  queuedInvocations = 0;

  constructor(
    readonly id: string,
    readonly userId: string,
    /** The agent session whose access token opened the connection. */
    readonly sessionId: string,
    readonly address: string,
    readonly socket: WebSocket,
    burst: number,
  ) {
    this.allowance = burst;
  }

  /**
   * Writes one or more records as a **text** frame (a binary frame breaks the JSON protocol). A
   * fan-out passes the frame encoded once as a Buffer, with `binary: false` keeping it text.
   */
  send(text: string | Buffer): void {
    if (this.closing || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.closing = true;
      this.socket.terminate();
      return;
    }
    this.socket.send(text, { binary: false });
    this.lastSent = Date.now();
  }

  /** A Close message (after the handshake only: before it the client expects a handshake answer), then the socket close. */
  close(options: { error?: string; allowReconnect?: boolean } = {}): void {
    if (this.closing) return;
    if (this.handshaken) this.send(closeRecord(options));
    this.closing = true;
    this.socket.close(1000);
  }
}

/**
 * The connections of this instance and the way pushes reach them: every send goes through the
 * backplane (Redis or in-process), and each instance writes the frame to the sockets it holds.
 */
export class PushHub {
  private readonly connections = new Set<HubConnection>();
  private readonly byUser = new Map<string, Set<HubConnection>>();
  private readonly bySession = new Map<string, Set<HubConnection>>();
  /** Connections plus upgrades in flight, per user and per address, for the caps. */
  private readonly userSlots = new Map<string, number>();
  private readonly addressSlots = new Map<string, number>();
  private readonly limits: PushLimits;
  /** Sessions revoked lately (until when to refuse): an upgrade authenticated just before the revocation must not outlive it. */
  private readonly revokedSessions = new Map<string, number>();
  /** Local interest in each user's channel: connections plus upgrades in flight. */
  private readonly userRefs = new Map<string, ChannelRef>();
  /** Local members of each group, and the interest in each group's channel. */
  private readonly byGroup = new Map<string, Set<HubConnection>>();
  private readonly groupRefs = new Map<string, ChannelRef>();
  /** Hub methods clients may invoke, by name. */
  private readonly methods = new Map<string, HubMethod>();
  /** Each connection's hold on its user's channel. */
  private readonly holds = new Map<HubConnection, () => void>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly backplane: Backplane,
    private readonly timing: PushTiming & Partial<PushLimits>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.limits = {
      maxConnectionsPerUser: timing.maxConnectionsPerUser ?? DEFAULT_PUSH_LIMITS.maxConnectionsPerUser,
      maxConnectionsPerAddress: timing.maxConnectionsPerAddress ?? DEFAULT_PUSH_LIMITS.maxConnectionsPerAddress,
      maxMessagesPerSecond: timing.maxMessagesPerSecond ?? DEFAULT_PUSH_LIMITS.maxMessagesPerSecond,
    };
  }

  async start(): Promise<void> {
    await this.backplane.start((audience, payload) => this.deliver(audience, payload));
    // One timer for all connections; fine-grained enough for the shortest interval.
    const tick = Math.min(1000, Math.max(10, Math.min(this.timing.pingIntervalMs, this.timing.clientTimeoutMs, this.timing.handshakeTimeoutMs) / 10));
    this.sweepTimer = setInterval(() => this.sweep(), tick);
    this.sweepTimer.unref();
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Which cap a new connection of this user from this address would exceed, if any (negotiate asks before handing out a token). */
  capReached(userId: string, address: string): 'user' | 'address' | undefined {
    if ((this.userSlots.get(userId) ?? 0) >= this.limits.maxConnectionsPerUser) return 'user';
    if ((this.addressSlots.get(address) ?? 0) >= this.limits.maxConnectionsPerAddress) return 'address';
    return undefined;
  }

  /**
   * Takes a slot for a connection about to be upgraded, refused when the user or the address is at
   * its cap. The slot is held until `release`; an accepted connection takes its own.
   */
  reserve(userId: string, address: string): ConnectionSlot {
    const reason = this.capReached(userId, address);
    if (reason) return { ok: false, reason };
    this.takeSlot(userId, address);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.giveSlot(userId, address);
      },
    };
  }

  private takeSlot(userId: string, address: string): void {
    this.userSlots.set(userId, (this.userSlots.get(userId) ?? 0) + 1);
    this.addressSlots.set(address, (this.addressSlots.get(address) ?? 0) + 1);
  }

  private giveSlot(userId: string, address: string): void {
    for (const [slots, key] of [[this.userSlots, userId], [this.addressSlots, address]] as const) {
      const left = (slots.get(key) ?? 1) - 1;
      if (left > 0) slots.set(key, left);
      else slots.delete(key);
    }
  }

  async sendToUser(userId: string, target: string, args: unknown[]): Promise<void> {
    await this.publish({ kind: 'user', userId }, FRAME + invocationRecord(target, args));
  }

  async sendToAll(target: string, args: unknown[]): Promise<void> {
    await this.publish({ kind: 'all' }, FRAME + invocationRecord(target, args));
  }

  /** Delivers to every member connection of the group, on every instance. */
  async sendToGroup(group: string, target: string, args: unknown[]): Promise<void> {
    // No connection can be in a group with an invalid name.
    if (!isGroupName(group)) return;
    await this.publish({ kind: 'group', name: group }, FRAME + invocationRecord(target, args));
  }

  /** Lets clients `invoke` (or `send`) `method`; registered once per name, at start. */
  handleInvocation(method: string, handler: HubMethod): void {
    if (this.methods.has(method)) throw new Error(`Hub method '${method}' is already registered.`);
    this.methods.set(method, handler);
  }

  async disconnectUser(userId: string, reason: string): Promise<void> {
    await this.publish({ kind: 'user', userId }, DISCONNECT + reason);
  }

  /** Closes for good every connection opened with an access token of this session, on every instance. */
  async disconnectSession(sessionId: string, reason: string): Promise<void> {
    await this.publish({ kind: 'all' }, `${DISCONNECT_SESSION}${sessionId}\n${reason}`);
  }

  /**
   * Holds the user's channel subscription open (subscribing on the first hold): `ready` resolves
   * once it is live, so a connection that completed its handshake misses no push; `release` lets go
   * (unsubscribing with the last hold). A failed subscription is forgotten, so the next hold tries again.
   */
  retainUser(userId: string): ChannelHold {
    return this.retain(this.userRefs, userId, {
      subscribe: (id) => this.backplane.subscribeUser(id),
      unsubscribe: (id) => this.backplane.unsubscribeUser(id),
    });
  }

  /** The same reference-counted hold, on a group's channel. */
  private retainGroup(group: string): ChannelHold {
    return this.retain(this.groupRefs, group, {
      subscribe: (name) => this.backplane.subscribeGroup(name),
      unsubscribe: (name) => this.backplane.unsubscribeGroup(name),
    });
  }

  private retain(refs: Map<string, ChannelRef>, key: string, channel: ChannelSubscription): ChannelHold {
    let ref = refs.get(key);
    if (!ref) {
      const created = { count: 0, subscribed: channel.subscribe(key) };
      created.subscribed.catch(() => {
        if (refs.get(key) === created) refs.delete(key);
      });
      refs.set(key, created);
      ref = created;
    }
    ref.count++;
    const held = ref;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (refs.get(key) !== held || --held.count > 0) return;
      refs.delete(key);
      channel.unsubscribe(key).catch((error: unknown) => this.log.warn({ err: error }, 'push: unsubscribe failed'));
    };
    return { ready: held.subscribed, release };
  }

  /**
   * Puts the connection in the group, holding the group's channel from the first local member on;
   * resolves once the channel is live. A failed subscription takes the connection out again.
   */
  private async join(connection: HubConnection, group: string): Promise<void> {
    if (!isGroupName(group)) throw new HubMethodError('Invalid group name.');
    // A handler finishing after its connection closed must not leave a hold nothing releases.
    if (!this.connections.has(connection)) throw new HubMethodError('The connection is closed.');
    let hold = connection.groups.get(group);
    if (!hold) {
      if (connection.groups.size >= MAX_GROUPS_PER_CONNECTION) throw new HubMethodError('Too many groups.');
      hold = this.retainGroup(group);
      connection.groups.set(group, hold);
      let members = this.byGroup.get(group);
      if (!members) this.byGroup.set(group, (members = new Set()));
      members.add(connection);
    }
    try {
      await hold.ready;
    } catch (error) {
      if (connection.groups.get(group) === hold) this.leave(connection, group);
      throw error;
    }
  }

  private leave(connection: HubConnection, group: string): void {
    const hold = connection.groups.get(group);
    if (!hold) return;
    connection.groups.delete(group);
    const members = this.byGroup.get(group);
    members?.delete(connection);
    if (members?.size === 0) this.byGroup.delete(group);
    hold.release();
  }

  /** Takes over an upgraded socket; the handshake comes next. */
  accept(socket: WebSocket, connectionId: string, userId: string, sessionId: string, address: string): void {
    if (this.closed) {
      socket.close(1001);
      return;
    }
    const revokedUntil = this.revokedSessions.get(sessionId);
    if (revokedUntil !== undefined && revokedUntil > Date.now()) {
      socket.close(1008, 'Session revoked');
      return;
    }
    const connection = new HubConnection(connectionId, userId, sessionId, address, socket, this.limits.maxMessagesPerSecond);
    this.connections.add(connection);
    this.takeSlot(userId, address);
    let ofUser = this.byUser.get(userId);
    if (!ofUser) this.byUser.set(userId, (ofUser = new Set()));
    ofUser.add(connection);
    let ofSession = this.bySession.get(sessionId);
    if (!ofSession) this.bySession.set(sessionId, (ofSession = new Set()));
    ofSession.add(connection);
    const hold = this.retainUser(userId);
    hold.ready.catch(() => {});
    this.holds.set(connection, hold.release);

    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => this.receive(connection, data));
    socket.on('error', () => {});
    socket.once('close', () => this.forget(connection));
  }

  /** Tells every client to reconnect (to another instance, or to this one once restarted) and lets go of Redis. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.sweepTimer);
    const closing = [...this.connections].map(
      (connection) =>
        new Promise<void>((resolve) => {
          if (connection.socket.readyState === connection.socket.CLOSED) return resolve();
          connection.socket.once('close', () => resolve());
          connection.close({ allowReconnect: true });
          // Clients that do not answer the close are not waited for.
          setTimeout(() => {
            connection.socket.terminate();
            resolve();
          }, 1000).unref();
        }),
    );
    await Promise.all(closing);
    await this.backplane.close();
  }

  private async publish(audience: Audience, payload: string): Promise<void> {
    try {
      await this.backplane.publish(audience, payload);
    } catch (error) {
      // A push is best effort (clients re-fetch after reconnecting); it must not fail the caller's request.
      this.log.warn({ err: error }, 'push: publish failed');
    }
  }

  private deliver(audience: Audience, payload: string): void {
    if (payload[0] === DISCONNECT_SESSION) {
      const newline = payload.indexOf('\n');
      const sessionId = newline < 0 ? payload.slice(1) : payload.slice(1, newline);
      const reason = newline < 0 ? 'SESSION_REVOKED' : payload.slice(newline + 1);
      const now = Date.now();
      if (this.revokedSessions.size > 1000) for (const [id, until] of this.revokedSessions) if (until <= now) this.revokedSessions.delete(id);
      this.revokedSessions.set(sessionId, now + REVOKED_SESSION_MEMORY_MS);
      for (const connection of [...(this.bySession.get(sessionId) ?? [])]) connection.close({ error: reason });
      return;
    }
    const targets = this.localConnectionsOf(audience);
    if (!targets || targets.size === 0) return;
    const body = payload.slice(1);
    if (payload[0] === FRAME) {
      // Encoded once for every socket, not once per socket.
      const bytes = Buffer.from(body, 'utf8');
      for (const connection of targets) if (connection.handshaken) connection.send(bytes);
    } else if (payload[0] === DISCONNECT) {
      // Not after a handshake yet: still closed, so a connection racing the disable does not survive it.
      for (const connection of [...targets]) connection.close({ error: body });
    }
  }

  private localConnectionsOf(audience: Audience): Set<HubConnection> | undefined {
    switch (audience.kind) {
      case 'all':
        return this.connections;
      case 'user':
        return this.byUser.get(audience.userId);
      case 'group':
        return this.byGroup.get(audience.name);
    }
  }

  private forget(connection: HubConnection): void {
    if (!this.connections.delete(connection)) return;
    this.giveSlot(connection.userId, connection.address);
    const ofUser = this.byUser.get(connection.userId);
    ofUser?.delete(connection);
    if (ofUser?.size === 0) this.byUser.delete(connection.userId);
    const ofSession = this.bySession.get(connection.sessionId);
    ofSession?.delete(connection);
    if (ofSession?.size === 0) this.bySession.delete(connection.sessionId);
    this.holds.get(connection)?.();
    this.holds.delete(connection);
    for (const group of [...connection.groups.keys()]) this.leave(connection, group);
  }

  private receive(connection: HubConnection, data: Buffer | ArrayBuffer | Buffer[]): void {
    connection.lastReceived = Date.now();
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const records = connection.reader.push(text);
    if (records === null) {
      connection.close({ error: 'Connection closed with an error: message too large.' });
      return;
    }
    // Every record counts, and a frame with none (a partial record) counts as one.
    if (!this.withinRate(connection, Math.max(1, records.length))) {
      connection.close({ error: 'Connection closed with an error: too many messages.' });
      return;
    }
    for (const text of records) {
      if (connection.closing) return;
      if (connection.handshaken) this.handleMessage(connection, text);
      else this.handleHandshake(connection, text);
    }
  }

  /** Token bucket: refills at the per-second rate up to a burst of the same size. */
  private withinRate(connection: HubConnection, count: number): boolean {
    const now = Date.now();
    const rate = this.limits.maxMessagesPerSecond;
    connection.allowance = Math.min(rate, connection.allowance + ((now - connection.lastRefill) / 1000) * rate);
    connection.lastRefill = now;
    connection.allowance -= count;
    return connection.allowance >= 0;
  }

  private handleHandshake(connection: HubConnection, text: string): void {
    const request = parseJson(text) as { protocol?: unknown; version?: unknown } | null;
    const refuse = (error: string) => {
      // Written directly: `send` is for connections past the handshake.
      connection.socket.send(record({ error }));
      connection.close();
    };
    if (!request || typeof request !== 'object' || typeof request.protocol !== 'string') return refuse('Handshake request was malformed.');
    if (request.protocol !== 'json') return refuse(`Requested protocol '${request.protocol.slice(0, 100)}' is not available.`);
    // Version 2 only adds stateful reconnect, which is off unless negotiated; both read the same.
    if (request.version !== 1 && request.version !== 2) return refuse(`The server does not support version ${String(request.version).slice(0, 20)} of the 'json' protocol.`);
    connection.handshaken = true;
    connection.send(record({}));
  }

  private handleMessage(connection: HubConnection, text: string): void {
    const message = parseJson(text) as InvocationMessage | null;
    if (!message || typeof message !== 'object' || typeof message.type !== 'number') {
      connection.close({ error: 'Connection closed with an error: invalid message.' });
      return;
    }
    switch (message.type) {
      case MessageType.Invocation:
        if (!this.queueInvocation(connection, message)) this.answerUnknownMethod(connection, message);
        return;
      case MessageType.StreamInvocation:
        // Hub methods answer once; none streams.
        this.answerUnknownMethod(connection, message);
        return;
      case MessageType.Close:
        // The client is leaving (`stop()`): no Close back, just the socket.
        connection.closing = true;
        connection.socket.close(1000);
        return;
      default:
        // Pings only prove liveness (already noted); stream items, cancellations, acks: nothing to do.
        return;
    }
  }

  /** `invoke` waits for a Completion; `send` (no invocationId) expects nothing back. */
  private answerUnknownMethod(connection: HubConnection, message: InvocationMessage): void {
    if (typeof message.invocationId !== 'string') return;
    const target = typeof message.target === 'string' ? message.target.slice(0, 100) : '';
    connection.send(record({ type: MessageType.Completion, invocationId: message.invocationId, error: `Unknown hub method '${target}'.` }));
  }

  /** Queues a registered hub method behind the connection's earlier ones; false when none has that name. */
  private queueInvocation(connection: HubConnection, message: InvocationMessage): boolean {
    const method = typeof message.target === 'string' ? message.target : undefined;
    const handler = method === undefined ? undefined : this.methods.get(method);
    if (method === undefined || !handler) return false;
    const invocationId = typeof message.invocationId === 'string' ? message.invocationId : undefined;
    const refuse = (error: string) => {
      if (invocationId !== undefined) connection.send(record({ type: MessageType.Completion, invocationId, error }));
    };
    if (!Array.isArray(message.arguments)) {
      refuse(`Invalid arguments for hub method '${method.slice(0, 100)}'.`);
      return true;
    }
    if (connection.queuedInvocations >= MAX_QUEUED_INVOCATIONS) {
      refuse('Too many invocations in progress.');
      return true;
    }
    const args: unknown[] = message.arguments;
    connection.queuedInvocations++;
    connection.invocations = connection.invocations
      .then(() => this.runInvocation(connection, method, handler, args, invocationId))
      .finally(() => {
        connection.queuedInvocations--;
      });
    return true;
  }

  /** Runs the handler and answers its result, or a safe error; never rejects. */
  private async runInvocation(connection: HubConnection, method: string, handler: HubMethod, args: unknown[], invocationId: string | undefined): Promise<void> {
    // Queued behind a method that outlived the connection: nobody is left to act for.
    if (connection.closing || !this.connections.has(connection)) return;
    let answer: string;
    try {
      const result = await handler(this.callerOf(connection), args);
      if (invocationId === undefined) return;
      answer = record({ type: MessageType.Completion, invocationId, result });
    } catch (error) {
      if (!(error instanceof HubMethodError)) this.log.error({ err: error, method }, 'push: hub method failed');
      if (invocationId === undefined) return;
      answer = record({ type: MessageType.Completion, invocationId, error: error instanceof HubMethodError ? error.message : HUB_METHOD_FAILED });
    }
    connection.send(answer);
  }

  private callerOf(connection: HubConnection): HubCaller {
    return {
      userId: connection.userId,
      connectionId: connection.id,
      join: (group) => this.join(connection, group),
      leave: async (group) => this.leave(connection, group),
    };
  }

  private sweep(): void {
    const now = Date.now();
    for (const connection of this.connections) {
      if (connection.closing) continue;
      if (!connection.handshaken) {
        if (now - connection.openedAt >= this.timing.handshakeTimeoutMs) {
          connection.closing = true;
          connection.socket.close(1000);
        }
      } else if (now - connection.lastReceived >= this.timing.clientTimeoutMs) {
        // Silent: gone without a close. No goodbye; the socket is likely dead.
        connection.closing = true;
        connection.socket.terminate();
      } else if (now - connection.lastSent >= this.timing.pingIntervalMs) {
        connection.send(PING_RECORD);
      }
    }
  }
}
