import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// What the customer meets in the hub once an agent merged one of their tickets into another.

let t: TestApp;
let nora: TestCustomer;
let otto: TestCustomer;
let merger: TestAgent;
let writer: TestAgent;

async function raise(customer: TestCustomer, title: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(customer.token), payload: { title, description: `${title}\n\nsecond line` } });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as { id: string; serialNumber: number };
}

async function merge(targetId: string, sourceIds: string[]) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/merge', headers: bearer(merger.token), payload: { targetId, sourceIds } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as { movedMessages: number };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

before(async () => {
  t = await startTestApp();
  nora = await createCustomer(t, 'nora@example.com', undefined, 'Nora Näher');
  otto = await createCustomer(t, 'otto@example.com', undefined, 'Otto Other');
  merger = await createAgent(t, ['tickets:tickets:view', 'tickets:tickets:merge']);
  writer = await createAgent(t, ['tickets:tickets:view', 'tickets:messages:view', 'tickets:messages:add', 'tickets:messages:edit', 'tickets:messages:delete']);
});
after(async () => {
  await t.close();
});

describe('a merged ticket in the hub', () => {
  test('says it was merged and into which ticket, in the detail and the list; the target says nothing', async () => {
    const target = await raise(nora, 'Invoice wrong');
    const source = await raise(nora, 'Invoice still wrong');
    await merge(target.id, [source.id]);

    const detail = await call('GET', `/api/v1/client/tickets/${source.id}`, nora.token);
    assert.equal(detail.statusCode, 200);
    assert.deepEqual(detail.json().mergedInto, { id: target.id, serialNumber: target.serialNumber });
    assert.equal('mergedInto' in (await call('GET', `/api/v1/client/tickets/${target.id}`, nora.token)).json(), false);
    const list = (await call('GET', '/api/v1/client/tickets', nora.token)).json().entities as { id: string; mergedInto?: unknown }[];
    assert.deepEqual(list.find((ticket) => ticket.id === source.id)?.mergedInto, { id: target.id, serialNumber: target.serialNumber });
    assert.equal(list.find((ticket) => ticket.id === target.id)?.mergedInto, undefined);

    // The description, kept with its paragraphs, is in the target's thread, marked with the source's number.
    const thread = (await call('GET', `/api/v1/tickets/${target.id}/messages`, nora.token)).json().entities as { message: string; mergedFrom?: unknown }[];
    assert.deepEqual(
      thread.map((m) => [m.message, m.mergedFrom]),
      [['<p>Invoice still wrong</p><p>second line</p>', { serialNumber: source.serialNumber }]],
    );
  });

  test('names no ticket the customer may not open (the target now belongs to someone else)', async () => {
    const target = await raise(nora, 'Parcel lost');
    const source = await raise(nora, 'Parcel really lost');
    await merge(target.id, [source.id]);
    await t.app.db.updateTable('tickets').set({ customer_id: otto.id }).where('id', '=', target.id).execute();

    const detail = (await call('GET', `/api/v1/client/tickets/${source.id}`, nora.token)).json();
    assert.deepEqual(detail.mergedInto, { id: null, serialNumber: null });
    assert.equal(JSON.stringify(detail).includes(target.id), false);
  });

  test('replies and drafts are refused with TICKET_MERGED; a draft saved before the merge is finished on the target', async () => {
    const target = await raise(nora, 'Password reset fails');
    const source = await raise(nora, 'Reset link broken');
    const saved = await call('POST', `/api/v1/tickets/${source.id}/messages`, nora.token, { channel: 'email', message: '<p>half written</p>' });
    assert.equal(saved.statusCode, 201);
    const draftId = saved.json().id as string;
    const agentDraft = await call('POST', `/api/v1/tickets/${source.id}/messages`, writer.token, { channel: 'email', message: '<p>agent half written</p>' });
    assert.equal(agentDraft.statusCode, 201);
    assert.equal((await merge(target.id, [source.id])).movedMessages, 3, 'two drafts and the description');

    // Whatever a stale page still tries on the merged ticket is refused, with a message in the caller's language.
    const refusals = [
      await call('POST', `/api/v1/tickets/${source.id}/messages`, nora.token, { channel: 'email', message: '<p>new reply</p>' }, { 'accept-language': 'fr-FR' }),
      await call('PUT', `/api/v1/tickets/${source.id}/messages`, nora.token, { id: draftId, channel: 'email', message: '<p>edited</p>' }),
      await call('PUT', `/api/v1/tickets/${source.id}/messages/${draftId}/send`, nora.token),
      await call('DELETE', `/api/v1/tickets/${source.id}/messages/${draftId}`, nora.token),
      await call('POST', `/api/v1/tickets/${source.id}/messages`, writer.token, { channel: 'email', message: '<p>agent reply</p>' }),
      await call('PUT', `/api/v1/tickets/${source.id}/messages/${agentDraft.json().id}/send`, writer.token),
    ];
    for (const refused of refusals) {
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(refused.json().code, 'TICKET_MERGED');
    }
    assert.match(refusals[0]!.json().message, /fusionné/);

    // The draft is not lost: it waits on the target, still the customer's own, and is sent from there.
    const onTarget = (await call('GET', `/api/v1/tickets/${target.id}/messages`, nora.token)).json().entities as { id: string; status: string; editable: boolean }[];
    assert.deepEqual(onTarget.find((m) => m.id === draftId), { ...onTarget.find((m) => m.id === draftId), status: 'draft', editable: true });
    assert.equal((await call('PUT', `/api/v1/tickets/${target.id}/messages/${draftId}/send`, nora.token)).statusCode, 200);
    assert.equal((await call('GET', `/api/v1/tickets/${source.id}/messages`, nora.token)).json().totalCount, 0);
  });

  test("the customer's notice is mailed in their language", async () => {
    const greta = await createCustomer(t, 'greta@example.com', undefined, 'Greta Groß');
    await t.app.db.updateTable('customers').set({ locale: 'de-de' }).where('id', '=', greta.id).execute();
    const target = await raise(greta, 'Lieferung fehlt');
    const first = await raise(greta, 'Lieferung fehlt noch');
    const second = await raise(greta, 'Immer noch nichts');
    await merge(target.id, [first.id, second.id]);

    const mail = await t.app.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'ticket.merged').where('to_address', '=', 'greta@example.com').executeTakeFirstOrThrow();
    assert.equal(mail.locale, 'de-de');
    const text = mail.text_body ?? '';
    assert.equal(mail.subject, `[#${target.serialNumber}] Ihre Tickets wurden in #${target.serialNumber} zusammengeführt`);
    assert.ok(text.startsWith('Hallo Greta Groß,'), text);
    assert.ok(text.includes(`#${first.serialNumber}, #${second.serialNumber} mit #${target.serialNumber}`), text);
    assert.ok(text.includes(`Ticket #${target.serialNumber} öffnen: http`) && text.includes(`/hub/ticket/${target.id}`), text);
    assert.match(mail.html_body ?? '', /<html lang="de-de" dir="ltr">/);
  });
});
