// typebox and react-router 7 need TextEncoder/TextDecoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as unknown as Record<string, unknown>;
if (!scope.TextEncoder) scope.TextEncoder = TextEncoder;
if (!scope.TextDecoder) scope.TextDecoder = TextDecoder;

// antd's form schedules work through MessageChannel, which jsdom lacks: a timer-backed stand-in.
interface FakePort {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage: (data: unknown) => void;
  close: () => void;
}
if (!scope.MessageChannel) {
  scope.MessageChannel = class {
    readonly port1: FakePort;
    readonly port2: FakePort;
    constructor() {
      const port1: FakePort = { onmessage: null, postMessage: () => undefined, close: () => undefined };
      const port2: FakePort = {
        onmessage: null,
        postMessage: (data) => void setTimeout(() => port1.onmessage?.({ data }), 0),
        close: () => undefined,
      };
      this.port1 = port1;
      this.port2 = port2;
    }
  };
}
