// Browser APIs jsdom lacks: react-router 7 needs TextEncoder/TextDecoder; antd's form and
// message code schedule work through MessageChannel.
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as unknown as Record<string, unknown>;
if (!scope.TextEncoder) scope.TextEncoder = TextEncoder;
if (!scope.TextDecoder) scope.TextDecoder = TextDecoder;

type MessageListener = ((event: { data: unknown }) => void) | null;

class TimerMessagePort {
  onmessage: MessageListener = null;
  peer: TimerMessagePort | null = null;
  postMessage(data: unknown): void {
    // A macrotask, like the real thing, without the open handles of worker_threads ports.
    setTimeout(() => this.peer?.onmessage?.({ data }), 0);
  }
  start(): void {}
  close(): void {
    this.onmessage = null;
  }
  addEventListener(_type: 'message', listener: (event: { data: unknown }) => void): void {
    this.onmessage = listener;
  }
  removeEventListener(): void {
    this.onmessage = null;
  }
}

class TimerMessageChannel {
  port1 = new TimerMessagePort();
  port2 = new TimerMessagePort();
  constructor() {
    this.port1.peer = this.port2;
    this.port2.peer = this.port1;
  }
}

if (!scope.MessageChannel) scope.MessageChannel = TimerMessageChannel;
