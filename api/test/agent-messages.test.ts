import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AddressObject } from 'mailparser';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';
import { startSmtpServer, type TestSmtpServer } from './smtp.js';

const DOMAIN = 'help.example.com';
let smtp: TestSmtpServer;
let t: TestApp;
let carla: TestCustomer;
let ann: TestAgent;
let ben: TestAgent;
let viewer: TestAgent;
let outsider: TestAgent;
let ticket: { id: string; serialNumber: number };
let carlaMessageId: string;

const messagesUrl = (id = ticket.id) => `/api/v1/tickets/${id}/messages`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload ? { payload } : {}) });
const send = (messageId: string, token?: string, ticketId = ticket.id) => call('PUT', `${messagesUrl(ticketId)}/${messageId}/send`, token);
const addresses = (field: AddressObject | AddressObject[] | undefined) => (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));
const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? value.split(/\s+/) : []);

before(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: `https://${DOMAIN}/`, SUPPORT_EMAIL_DOMAIN: DOMAIN });
  carla = await createCustomer(t, 'carla@example.com', undefined, 'Carla Customer');
  const created = await call('POST', '/api/v1/client/tickets', carla.token, { title: 'Cannot log in', description: 'The page spins' });
  ticket = created.json();
  const first = await call('POST', messagesUrl(), carla.token, { channel: 'email', message: '<p>Any news?</p>' });
  carlaMessageId = first.json().id;
  assert.equal((await send(carlaMessageId, carla.token)).statusCode, 200);
  const writer = ['tickets:messages:view', 'tickets:messages:add', 'tickets:messages:edit'] as const;
  ann = await createAgent(t, writer, { name: 'Ann Agent' });
  ben = await createAgent(t, writer, { name: 'Ben Backup' });
  viewer = await createAgent(t, ['tickets:messages:view'], { name: 'Vic Viewer' });
  outsider = await createAgent(t, writer, { organizationId: await createOrganization(t, 'Elsewhere Ltd') });
});
after(async () => {
  await t.close();
  await smtp.close();
});

describe('an agent replies on the thread the customer sees', () => {
  let draftId: string;

  test('a new draft is written as the support address to the ticket customer, with the ticket number in the subject', async () => {
    const saved = await call('POST', messagesUrl(), ann.token, { channel: 'email', message: '<p>Looking into it</p>', emailConfig: { from: 'spoof@evil.example' } });
    assert.equal(saved.statusCode, 201, saved.body);
    const draft = saved.json();
    draftId = draft.id;
    assert.equal(draft.sentBy, 'agent');
    assert.equal(draft.status, 'draft');
    assert.equal(draft.user.name, 'Ann Agent');
    assert.equal(draft.editable, true);
    assert.equal(draft.emailConfig.from, `support@${DOMAIN}`);
    assert.equal(draft.emailConfig.fromName, 'Ann Agent');
    assert.deepEqual(draft.emailConfig.to, ['carla@example.com']);
    assert.equal(draft.emailConfig.subject, `[#${ticket.serialNumber}] Cannot log in`);
  });

  test("the customer never sees an agent's draft; colleagues see it but cannot change or send it", async () => {
    const customerView = (await call('GET', messagesUrl(), carla.token)).json();
    assert.deepEqual(customerView.entities.map((m: { id: string }) => m.id), [carlaMessageId]);
    assert.equal((await call('GET', `${messagesUrl()}/${draftId}`, carla.token)).statusCode, 404);
    assert.equal((await send(draftId, carla.token)).statusCode, 404);

    const colleagueView = (await call('GET', messagesUrl(), ben.token)).json();
    const seen = colleagueView.entities.find((m: { id: string }) => m.id === draftId);
    assert.ok(seen, "a colleague sees Ann's draft");
    assert.equal(seen.editable, false);
    const edit = await call('PUT', messagesUrl(), ben.token, { id: draftId, message: '<p>mine now</p>' });
    assert.equal(edit.statusCode, 403);
    assert.equal(edit.json().code, 'FORBIDDEN');
    assert.equal((await send(draftId, ben.token)).statusCode, 403);
  });

  test("a customer's unsent draft stays private to the customer", async () => {
    const draft = (await call('POST', messagesUrl(), carla.token, { channel: 'email', message: '<p>half a thought</p>' })).json();
    const agentView = (await call('GET', messagesUrl(), ann.token)).json();
    assert.ok(!agentView.entities.some((m: { id: string }) => m.id === draft.id));
    assert.equal((await call('GET', `${messagesUrl()}/${draft.id}`, ann.token)).statusCode, 404);
    assert.equal((await send(draft.id, ann.token)).statusCode, 404);
  });

  test('update → send mails the recipients with threading headers; the customer then reads the reply', async () => {
    const updated = await call('PUT', messagesUrl(), ann.token, {
      id: draftId,
      channel: 'email',
      message: '<p>Please <strong>clear your cache</strong>.</p><script>alert(1)</script><img src="/api/v1/files/img-1/content?expires=1&amp;signature=s">',
      emailConfig: { to: [{ name: 'Carla Customer', email: 'carla@example.com' }], cc: ['lead@example.com'], subject: 'About your login', attachments: [{ fileName: 'steps.pdf', fileType: 'application/pdf', fileUrl: '/api/v1/files/f-1/content?expires=1&signature=s', fileSize: 2048 }] },
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().emailConfig.subject, `[#${ticket.serialNumber}] About your login`);

    const sent = await send(draftId, ann.token);
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().status, 'sent');
    const events = await t.app.db.selectFrom('domain_events').select('payload').where('type', '=', 'message.sent').execute();
    assert.deepEqual(events.map((e) => (e.payload as { messageId: string }).messageId), [draftId]);

    await t.app.mailWorker.drain();
    const mails = smtp.mailsTo('carla@example.com');
    assert.equal(mails.length, 1);
    const mail = mails[0]!;
    assert.equal(mail.subject, `[#${ticket.serialNumber}] About your login`);
    assert.equal(mail.messageId, `<${draftId}@${DOMAIN}>`);
    assert.equal(mail.inReplyTo, `<${carlaMessageId}@${DOMAIN}>`, 'replies to the previous message of the thread');
    assert.deepEqual(asList(mail.references), [`<ticket-${ticket.id}@${DOMAIN}>`, `<${carlaMessageId}@${DOMAIN}>`]);
    assert.deepEqual(addresses(mail.from), [`support@${DOMAIN}`]);
    assert.equal((mail.from as AddressObject).value[0]!.name, 'Ann Agent');
    assert.deepEqual(addresses(mail.cc), ['lead@example.com']);
    assert.deepEqual(addresses(mail.replyTo), [`support@${DOMAIN}`]);
    const html = String(mail.html);
    assert.ok(html.includes('<strong>clear your cache</strong>'), html);
    assert.ok(!html.includes('<script'), 'the mail carries the sanitised body');
    assert.ok(html.includes(`src="https://${DOMAIN}/api/v1/files/img-1/content?expires=1&amp;signature=s"`), html);
    assert.ok(html.includes(`href="https://${DOMAIN}/api/v1/files/f-1/content?expires=1&amp;signature=s"`), 'attachments are absolute links');
    assert.ok(html.includes('steps.pdf'));
    assert.ok(mail.text?.includes('clear your cache'), mail.text);
    assert.ok(mail.text?.includes(`steps.pdf (2.0 KB): https://${DOMAIN}/api/v1/files/f-1/content`), mail.text);

    const customerView = (await call('GET', messagesUrl(), carla.token)).json();
    const reply = customerView.entities.find((m: { id: string }) => m.id === draftId);
    assert.ok(reply, 'the customer reads the sent reply');
    assert.equal(reply.sentBy, 'agent');
    assert.equal(reply.user.name, 'Ann Agent');
    assert.equal(reply.editable, false);
    assert.deepEqual(customerView.entities.map((m: { id: string }) => m.id).slice(0, 2), [carlaMessageId, draftId], 'oldest first');

    const again = await send(draftId, ann.token);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'MESSAGE_ALREADY_SENT');
  });

  test('the next reply answers the previous one and keeps the thread in References', async () => {
    const draft = (await call('POST', messagesUrl(), ben.token, { message: '<p>Did that help?</p>' })).json();
    assert.equal((await send(draft.id, ben.token)).statusCode, 200);
    await t.app.mailWorker.drain();
    const mail = smtp.mailsTo('carla@example.com').at(-1)!;
    assert.equal(mail.inReplyTo, `<${draftId}@${DOMAIN}>`);
    assert.deepEqual(asList(mail.references), [`<ticket-${ticket.id}@${DOMAIN}>`, `<${carlaMessageId}@${DOMAIN}>`, `<${draftId}@${DOMAIN}>`]);
    assert.equal(mail.subject, `[#${ticket.serialNumber}] Cannot log in`);
  });

  test('a retried agent POST with the same Idempotency-Key saves one draft', async () => {
    const headers = { 'idempotency-key': 'agent-draft-1' };
    const first = await call('POST', messagesUrl(), ann.token, { message: '<p>once</p>' }, headers);
    const retry = await call('POST', messagesUrl(), ann.token, { message: '<p>once</p>' }, headers);
    assert.equal(first.statusCode, 201);
    assert.equal(retry.json().id, first.json().id);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
  });

  test('the thread pages oldest first', async () => {
    const all = (await call('GET', messagesUrl(), ann.token)).json();
    assert.equal(all.pageNumber, 1);
    assert.equal(all.pageSize, 100);
    const second = (await call('GET', `${messagesUrl()}?pageNumber=2&pageSize=1`, ann.token)).json();
    assert.equal(second.totalCount, all.totalCount);
    assert.deepEqual(second.entities.map((m: { id: string }) => m.id), [all.entities[1].id]);
  });

  test('odd input is refused or cleaned, never a server error', async () => {
    const odd = await call('POST', messagesUrl(), ann.token, { message: '<p>a\u0000b</p>', emailConfig: { subject: 'Line one\r\nBcc: evil@example.com\u0000', to: [{ name: 'N\u0000"<x>', email: 'carla@example.com' }] } });
    assert.equal(odd.statusCode, 201, odd.body);
    assert.equal(odd.json().message, '<p>ab</p>');
    assert.equal(odd.json().emailConfig.subject, `[#${ticket.serialNumber}] Line one Bcc: evil@example.com`);
    assert.equal((await call('GET', `${messagesUrl()}?pageNumber=1e300`, ann.token)).statusCode, 400);
  });

  test('an agent reply without any recipient is refused at send', async () => {
    const orphan = (await call('POST', '/api/v1/client/tickets', carla.token, { title: 'Orphan', description: 'x' })).json();
    const draft = (await call('POST', messagesUrl(orphan.id), ann.token, { message: '<p>hello</p>', emailConfig: { to: [] } })).json();
    await t.app.db.updateTable('ticket_messages').set({ email_to: '[]' }).where('id', '=', draft.id).execute();
    const refused = await send(draft.id, ann.token, orphan.id);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().details[0].field, '/emailConfig/to');
  });
});

describe('discarding drafts', () => {
  test('customers discard their own drafts; agents with the delete permission any agent draft; sent messages stay', async () => {
    const del = (id: string, token?: string) => t.app.inject({ method: 'DELETE', url: `${messagesUrl()}/${id}`, headers: token ? bearer(token) : {} });
    const customerDraft = (await call('POST', messagesUrl(), carla.token, { message: '<p>never mind</p>' })).json();
    const annDraft = (await call('POST', messagesUrl(), ann.token, { message: '<p>abandoned</p>' })).json();
    const cleaner = await createAgent(t, ['tickets:messages:view', 'tickets:messages:delete']);

    assert.equal((await del(customerDraft.id)).statusCode, 401);
    assert.equal((await del(annDraft.id, carla.token)).statusCode, 404, "an agent's draft does not exist for the customer");
    assert.equal((await del(customerDraft.id, cleaner.token)).statusCode, 404, "a customer's draft does not exist for agents");
    assert.equal((await del(annDraft.id, ben.token)).statusCode, 403, 'edit rights are not delete rights');
    const foreignCleaner = await createAgent(t, ['tickets:messages:delete'], { organizationId: outsider.organizationId });
    assert.equal((await del(annDraft.id, foreignCleaner.token)).statusCode, 404);
    assert.equal((await del(carlaMessageId, carla.token)).statusCode, 409, 'a sent message stays');

    assert.equal((await del(customerDraft.id, carla.token)).statusCode, 204);
    assert.equal((await call('GET', `${messagesUrl()}/${customerDraft.id}`, carla.token)).statusCode, 404);
    assert.equal((await del(annDraft.id, cleaner.token)).statusCode, 204);
    assert.equal((await call('GET', `${messagesUrl()}/${annDraft.id}`, ann.token)).statusCode, 404);
  });
});

describe('agent messages permission matrix', () => {
  let messageId: string;
  before(async () => {
    messageId = (await call('POST', messagesUrl(), ann.token, { message: '<p>matrix</p>' })).json().id;
  });

  test('no token → 401', async () => {
    assert.equal((await call('GET', messagesUrl())).statusCode, 401);
    assert.equal((await call('GET', `${messagesUrl()}/${messageId}`)).statusCode, 401);
    assert.equal((await call('POST', messagesUrl(), undefined, { message: '<p>x</p>' })).statusCode, 401);
    assert.equal((await call('PUT', messagesUrl(), undefined, { id: messageId, message: '<p>x</p>' })).statusCode, 401);
    assert.equal((await send(messageId)).statusCode, 401);
    assert.equal((await call('GET', messagesUrl(), 'not-a-jwt')).statusCode, 401);
  });

  test('an agent without the permission → 403', async () => {
    const nobody = await createAgent(t, ['tickets:tickets:view']);
    assert.equal((await call('GET', messagesUrl(), nobody.token)).statusCode, 403);
    assert.equal((await call('GET', `${messagesUrl()}/${messageId}`, nobody.token)).statusCode, 403);
    assert.equal((await call('POST', messagesUrl(), viewer.token, { message: '<p>x</p>' })).statusCode, 403);
    assert.equal((await send(messageId, viewer.token)).statusCode, 403);
    const adder = await createAgent(t, ['tickets:messages:add']);
    assert.equal((await call('PUT', messagesUrl(), adder.token, { id: messageId, message: '<p>x</p>' })).statusCode, 403);
    assert.equal((await call('GET', messagesUrl(), viewer.token)).statusCode, 200);
  });

  test("another organisation's agent → 404", async () => {
    assert.equal((await call('GET', messagesUrl(), outsider.token)).statusCode, 404);
    assert.equal((await call('GET', `${messagesUrl()}/${messageId}`, outsider.token)).statusCode, 404);
    assert.equal((await call('POST', messagesUrl(), outsider.token, { message: '<p>x</p>' })).statusCode, 404);
    assert.equal((await call('PUT', messagesUrl(), outsider.token, { id: messageId, message: '<p>x</p>' })).statusCode, 404);
    assert.equal((await send(messageId, outsider.token)).statusCode, 404);
  });

  test('a merged ticket takes no new message', async () => {
    const merged = (await call('POST', '/api/v1/client/tickets', carla.token, { title: 'Dup', description: 'x' })).json();
    await t.app.db.updateTable('tickets').set({ merged_into_id: ticket.id }).where('id', '=', merged.id).execute();
    const byAgent = await call('POST', messagesUrl(merged.id), ann.token, { message: '<p>x</p>' });
    assert.equal(byAgent.statusCode, 409);
    assert.equal(byAgent.json().code, 'TICKET_MERGED');
    assert.equal((await call('POST', messagesUrl(merged.id), carla.token, { message: '<p>x</p>' })).statusCode, 409);
  });
});
