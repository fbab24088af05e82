import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isPassiveContentType } from '../src/plugins/page-only-headers.js';

test('only answers a browser never runs as a page lose the page-only headers', () => {
  for (const type of ['application/json; charset=utf-8', 'application/javascript; charset=utf-8', 'text/javascript', 'text/css; charset=utf-8', 'font/woff2', 'image/png', 'image/webp']) {
    assert.equal(isPassiveContentType(type), true, type);
  }
  for (const type of ['text/html; charset=utf-8', 'image/svg+xml', 'application/xml', 'text/xml', 'application/pdf', 'text/plain', 'application/octet-stream', 'application/jsonp', 'application/json-seq', '']) {
    assert.equal(isPassiveContentType(type), false, type);
  }
});
