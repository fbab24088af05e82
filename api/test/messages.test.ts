import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { insertAgentMessage } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

let alice: TestCustomer;
let bob: TestCustomer;
let ticketId: string;
let serialNumber: number;

const t = testAppForSuite({}, {}, async () => {
  alice = await createCustomer(t, 'alice@example.com', undefined, 'Alice Smith');
  bob = await createCustomer(t, 'bob@example.com', undefined, 'Bob Jones');
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(alice.token), payload: { title: 'Broken login', description: 'It fails' } });
  ticketId = created.json().id;
  serialNumber = created.json().serialNumber;
});

const messagesUrl = (id = ticketId) => `/api/v1/tickets/${id}/messages`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = alice.token, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
const draft = (message: string, extra: object = {}) => ({ channel: 'email', message, emailConfig: { to: ['support@switchboard.local'], cc: [], attachments: [] }, ...extra });

/** An agent's draft and an agent's sent reply, inserted directly until agents reach the thread. */
async function agentMessage(status: 'draft' | 'sent', bodyHtml: string) {
  const admin = await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  await insertAgentMessage(t, { organizationId: alice.organizationId, ticketId, userId: admin.id, authorName: 'Agent Ann', status, bodyHtml, to: ['alice@example.com'], subject: 'Re: Broken login' });
}

describe('draft → update → send', () => {
  test('a draft is saved, updated, sent, and then cannot change', async () => {
    const saved = await call('POST', messagesUrl(), draft('<p>First try</p>', { emailConfig: { to: ['support@switchboard.local'], attachments: [{ fileName: 'a.png', fileType: 'image/png', fileUrl: '/api/v1/files/x', fileSize: 12 }] } }));
    assert.equal(saved.statusCode, 201, saved.body);
    const message = saved.json();
    assert.equal(message.status, 'draft');
    assert.equal(message.sentBy, 'customer');
    assert.equal(message.user.name, 'Alice Smith');
    assert.equal(message.channel, 'email');
    assert.equal(message.emailConfig.from, 'alice@example.com');
    assert.equal(message.emailConfig.fromName, 'Alice Smith');
    assert.equal(message.emailConfig.subject, `[#${serialNumber}] Broken login`);
    assert.deepEqual(message.emailConfig.to, ['support@switchboard.local']);
    assert.equal(message.emailConfig.attachments[0].fileName, 'a.png');

    const updated = await call('PUT', messagesUrl(), { id: message.id, channel: 'email', message: '<p>Second try</p>', sentBy: 'customer', status: 'draft', emailConfig: { to: ['support@switchboard.local'] } });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().message, '<p>Second try</p>');
    assert.equal(updated.json().status, 'draft');

    // Clients may send no body; one that still says JSON (or sends {}) is served too.
    const sent = await t.app.inject({ method: 'PUT', url: `${messagesUrl()}/${message.id}/send`, headers: { ...bearer(alice.token), 'content-type': 'application/json' } });
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().status, 'sent');
    assert.ok(Date.parse(sent.json().time) > 0);

    const events = await t.app.db.selectFrom('domain_events').select(['type', 'payload']).where('type', '=', 'message.received').execute();
    assert.equal(events.length, 1);
    assert.equal((events[0]!.payload as { messageId: string }).messageId, message.id);

    const edit = await call('PUT', messagesUrl(), { id: message.id, message: '<p>Changed</p>' });
    assert.equal(edit.statusCode, 409);
    assert.equal(edit.json().code, 'MESSAGE_ALREADY_SENT');
    const again = await call('PUT', `${messagesUrl()}/${message.id}/send`, {});
    assert.equal(again.statusCode, 409);

    const one = await call('GET', `${messagesUrl()}/${message.id}`);
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().message, '<p>Second try</p>');
  });

  test('an empty or whitespace-only message is refused with MESSAGE_EMPTY', async () => {
    for (const text of ['', '   ', '<p> &nbsp; </p>', '<script>alert(1)</script>']) {
      const response = await call('POST', messagesUrl(), draft(text));
      assert.equal(response.statusCode, 400, text);
      assert.equal(response.json().code, 'MESSAGE_EMPTY');
    }
    const saved = (await call('POST', messagesUrl(), draft('<p>ok</p>'))).json();
    const blanked = await call('PUT', messagesUrl(), { id: saved.id, message: '<p> </p>' });
    assert.equal(blanked.json().code, 'MESSAGE_EMPTY');
  });

  test('bad recipients and attachment links are refused with field details', async () => {
    const response = await call('POST', messagesUrl(), draft('<p>hi</p>', { emailConfig: { to: ['nope'], attachments: [{ fileName: 'x', fileType: 'text/plain', fileUrl: 'javascript:alert(1)', fileSize: 1 }] } }));
    assert.equal(response.statusCode, 400);
    const fields = response.json().details.map((d: { field: string }) => d.field);
    assert.deepEqual(fields, ['/emailConfig/to/0', '/emailConfig/attachments/0/fileUrl']);
  });

  test('attachment links must point to our own file routes', async () => {
    // A file Alice uploaded (only the row matters here): hers to link.
    const { id } = await t.app.db
      .insertInto('files')
      .values({ organization_id: alice.organizationId, folder: 'attachments', file_name: 'x.pdf', storage_key: `k-${Date.now()}`, content_type: 'application/pdf', secured: true, created_by: `customer:${alice.id}`, upload_expires_at: new Date(Date.now() + 60_000), uploaded_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attach = (fileUrl: string) => ({ emailConfig: { to: [], attachments: [{ fileName: 'x.pdf', fileType: 'application/pdf', fileUrl, fileSize: 1 }] } });
    const foreign = [
      'https://evil.example.com/invoice.pdf',
      `https://evil.example.com/api/v1/files/${id}`,
      `//evil.example.com/api/v1/files/${id}`,
      `/\\evil.example.com/api/v1/files/${id}`,
      `/api/v1/files/../../../logout`,
      `/api/v1/files/${id}/../../users/me`,
      `http://user@localhost/api/v1/files/${id}`,
      'data:text/html,hi',
    ];
    for (const fileUrl of foreign) {
      const response = await call('POST', messagesUrl(), draft('<p>see attached</p>', attach(fileUrl)));
      assert.equal(response.statusCode, 400, fileUrl);
      assert.equal(response.json().code, 'VALIDATION_FAILED');
      assert.deepEqual(response.json().details.map((d: { field: string }) => d.field), ['/emailConfig/attachments/0/fileUrl'], fileUrl);
    }
    // Relative links and links on the origin the request reached (inject: http://localhost:80) are ours.
    for (const fileUrl of [`/api/v1/files/${id}`, `/api/v1/files/${id}/content?expires=1&signature=s`, `http://localhost/api/v1/files/${id}`]) {
      const response = await call('POST', messagesUrl(), draft('<p>see attached</p>', attach(fileUrl)));
      assert.equal(response.statusCode, 201, `${fileUrl}: ${response.body}`);
    }
    const saved = (await call('POST', messagesUrl(), draft('<p>to change</p>'))).json();
    const changed = await call('PUT', messagesUrl(), { id: saved.id, message: '<p>changed</p>', ...attach('https://evil.example.com/x.pdf') });
    assert.equal(changed.statusCode, 400);
  });

  test('a retried draft POST with the same Idempotency-Key saves one draft', async () => {
    const headers = { 'idempotency-key': 'draft-1' };
    const first = await call('POST', messagesUrl(), draft('<p>once</p>'), alice.token, headers);
    const retry = await call('POST', messagesUrl(), draft('<p>once</p>'), alice.token, headers);
    assert.equal(retry.json().id, first.json().id);
    const other = await call('POST', messagesUrl(), draft('<p>twice</p>'), alice.token, headers);
    assert.equal(other.statusCode, 422);
    assert.equal(other.json().code, 'IDEMPOTENCY_KEY_REUSED');
  });
});

describe('who sees what', () => {
  test("the thread is oldest first; a customer never sees an agent's draft", async () => {
    await agentMessage('draft', '<p>agent draft, internal</p>');
    await agentMessage('sent', '<p>agent reply</p>');
    const list = await call('GET', messagesUrl());
    assert.equal(list.statusCode, 200);
    const bodies = list.json().entities.map((m: { message: string }) => m.message);
    assert.ok(bodies.includes('<p>agent reply</p>'));
    assert.ok(!bodies.includes('<p>agent draft, internal</p>'));
    const times = list.json().entities.map((m: { time: string }) => m.time);
    assert.equal(list.json().totalCount, bodies.length);
    assert.equal(bodies[0], '<p>Second try</p>', 'oldest message first');
    assert.ok(times.length > 1);
    const agentDraft = await t.app.db.selectFrom('ticket_messages').select('id').where('status', '=', 'draft').where('sent_by', '=', 'agent').executeTakeFirstOrThrow();
    assert.equal((await call('GET', `${messagesUrl()}/${agentDraft.id}`)).statusCode, 404);
    assert.equal((await call('PUT', `${messagesUrl()}/${agentDraft.id}/send`)).statusCode, 404);
  });

  test("another customer's ticket and its messages answer 404", async () => {
    const message = (await call('POST', messagesUrl(), draft('<p>mine</p>'))).json();
    assert.equal((await call('GET', messagesUrl(), undefined, bob.token)).statusCode, 404);
    assert.equal((await call('GET', `${messagesUrl()}/${message.id}`, undefined, bob.token)).statusCode, 404);
    assert.equal((await call('POST', messagesUrl(), draft('<p>intrude</p>'), bob.token)).statusCode, 404);
    assert.equal((await call('PUT', messagesUrl(), { id: message.id, message: '<p>hijack</p>' }, bob.token)).statusCode, 404);
    assert.equal((await call('PUT', `${messagesUrl()}/${message.id}/send`, undefined, bob.token)).statusCode, 404);
    assert.equal((await call('GET', messagesUrl('00000000-0000-4000-8000-000000000000'))).statusCode, 404);
  });
});

describe('message HTML is sanitised on the server', () => {
  test('scripts, event handlers, javascript: URLs, iframes and executable styles go; formatting, links and images stay', async () => {
    const dirty = [
      '<p style="color: red; background-image: url(javascript:alert(1))"><strong>Bold</strong> <em>it</em> <u>u</u></p>',
      '<script>alert("x")</script>',
      '<img src="x" onerror="alert(1)">',
      '<img src="https://cdn.example.com/a.png" onerror="alert(2)" alt="pic">',
      '<img src="/api/v1/files/abc/content?expires=1&amp;signature=s">',
      '<img src="data:image/png;base64,AAAA">',
      '<a href="javascript:alert(3)">bad link</a>',
      '<a href="https://example.com" onclick="steal()" target="_blank">good link</a>',
      '<a href="mailto:help@example.com">mail</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<ul><li>one</li></ul><blockquote>quoted</blockquote>',
      '<div onmouseover="x()">hover</div>',
      // Looks like a file link, resolves to another route of this origin.
      '<img src="/api/v1/files/../../v1/oauth/Logout">',
      '<img src="/\\evil.example/api/v1/files/abc">',
    ].join('');
    const saved = await call('POST', messagesUrl(), draft(dirty));
    assert.equal(saved.statusCode, 201, saved.body);
    const html: string = saved.json().message;
    for (const forbidden of ['<script', 'onerror', 'onclick', 'onmouseover', 'javascript:', '<iframe', 'data:image', 'url(', 'src="x"', 'Logout', 'evil.example']) {
      assert.ok(!html.includes(forbidden), `${forbidden} survived in ${html}`);
    }
    for (const kept of ['<strong>Bold</strong>', '<em>it</em>', '<u>u</u>', 'style="color:red"', 'src="https://cdn.example.com/a.png"', 'alt="pic"', 'src="/api/v1/files/abc/content?', 'href="https://example.com"', 'rel="noopener noreferrer"', 'href="mailto:help@example.com"', '<li>one</li>', '<blockquote>quoted</blockquote>', 'hover']) {
      assert.ok(html.includes(kept), `${kept} missing from ${html}`);
    }
    assert.ok(html.includes('>bad link</a>'), 'the text of a bad link stays, without its href');
  });
});
