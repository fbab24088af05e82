import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createAgent, type TestAgent } from './agent-fixtures.js';
import { bearer, startTestApp, type TestApp } from './helpers.js';
import { createCustomer, createOrganization, type TestCustomer } from './hub-fixtures.js';

// The text search reads title and description from search documents that a worker writes after the
// ticket changed (migration 0036). Whatever the worker has done yet, the search answers from the
// tickets' current text: a new ticket is found at once, an edited one by its new words only.

let t: TestApp;
let agent: TestAgent;
let customer: TestCustomer;
let outsider: TestCustomer;

before(async () => {
  t = await startTestApp();
  agent = await createAgent(t, ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit', 'tickets:tickets:delete']);
  customer = await createCustomer(t, 'documents@example.com');
  const otherOrg = await createOrganization(t, 'Other Org');
  outsider = await createCustomer(t, 'outsider@example.com', otherOrg);
});

after(async () => {
  await t.close();
});

async function hubCreate(who: TestCustomer, title: string, description: string): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(who.token), payload: { title, description } });
  assert.equal(response.statusCode, 201, response.body);
  return (response.json() as { id: string }).id;
}

async function found(query: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/tickets/search', headers: bearer(agent.token), payload: { query, pageSize: 100 } });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { entities: { id: string }[] }).entities.map((e) => e.id);
}

async function remove(id: string): Promise<void> {
  const response = await t.app.inject({ method: 'DELETE', url: `/api/v1/tickets/${id}`, headers: bearer(agent.token) });
  assert.equal(response.statusCode, 204, response.body);
}

const pending = async (id: string) => Number((await sql<{ n: string }>`select count(*) as n from ticket_search_pending where ticket_id = ${id}`.execute(t.app.db)).rows[0]!.n);
const documentOf = async (id: string) =>
  (await sql<{ title: string; description: string; organization_id: string }>`select title, description, organization_id from ticket_search_documents where ticket_id = ${id}`.execute(t.app.db)).rows[0];

describe('search documents', () => {
  test('a new ticket is found by its title and description before and after its document is written', async () => {
    const id = await hubCreate(customer, 'Quokka printer jammed', 'The tray shows a flamingo warning');
    assert.equal(await pending(id), 1, 'creating queues the ticket for its document');
    assert.equal(await documentOf(id), undefined, 'no trigram entry is written while creating');
    assert.deepEqual(await found('quokka'), [id]);
    assert.deepEqual(await found('FLAMINGO warn'), [id]);

    await t.app.searchDocuments.drain();
    assert.equal(await pending(id), 0);
    assert.deepEqual(await documentOf(id), { title: 'Quokka printer jammed', description: 'The tray shows a flamingo warning', organization_id: customer.organizationId });
    assert.deepEqual(await found('quokka'), [id]);
    assert.deepEqual(await found('flamingo'), [id]);
  });

  test('an edited title is found by its new words only, before and after its document is rewritten', async () => {
    const id = await hubCreate(customer, 'Walrus invoice missing', 'Please resend the walrus invoice');
    await t.app.searchDocuments.drain();
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/v1/tickets/${id}`, headers: bearer(agent.token), payload: { title: 'Narwhal invoice missing', description: 'Please resend it' } });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(await pending(id), 1);
    // The old document still says "walrus": it is skipped while the ticket waits for its new one.
    assert.equal((await documentOf(id))?.title, 'Walrus invoice missing');
    assert.deepEqual(await found('walrus'), []);
    assert.deepEqual(await found('narwhal'), [id]);

    await t.app.searchDocuments.drain();
    assert.equal((await documentOf(id))?.title, 'Narwhal invoice missing');
    assert.deepEqual(await found('walrus'), []);
    assert.deepEqual(await found('narwhal'), [id]);
  });

  test('a change that keeps title and description queues nothing', async () => {
    const id = await hubCreate(customer, 'Ocelot refund', 'Refund for the ocelot order');
    await t.app.searchDocuments.drain();
    const edit = await t.app.inject({ method: 'PATCH', url: `/api/v1/tickets/${id}`, headers: bearer(agent.token), payload: { priority: 'High' } });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(await pending(id), 0);
    assert.deepEqual(await found('ocelot'), [id]);
  });

  test("another organisation's ticket is never found, queued or written", async () => {
    const mine = await hubCreate(customer, 'Pangolin delivery late', 'Where is the pangolin parcel');
    const theirs = await hubCreate(outsider, 'Pangolin delivery late', 'Where is the pangolin parcel');
    assert.deepEqual(await found('pangolin'), [mine]);
    await t.app.searchDocuments.drain();
    assert.equal((await documentOf(theirs))?.organization_id, outsider.organizationId);
    assert.deepEqual(await found('pangolin'), [mine]);
  });

  test('a deleted ticket takes its document and journal rows out of the search', async () => {
    const id = await hubCreate(customer, 'Axolotl account locked', 'Cannot sign in');
    await t.app.searchDocuments.drain();
    await remove(id);
    assert.equal(await documentOf(id), undefined);
    assert.deepEqual(await found('axolotl'), []);
    // A journal row of a ticket deleted before its document was written is simply consumed.
    const gone = await hubCreate(customer, 'Axolotl again', 'Still locked');
    await remove(gone);
    await t.app.searchDocuments.drain();
    assert.equal(await pending(gone), 0);
    assert.equal(await documentOf(gone), undefined);
  });

  test('with the worker running, a new ticket has its document within 2 s and is found through it', async () => {
    t.app.searchDocuments.start();
    try {
      const id = await hubCreate(customer, 'Capybara screen flickers', 'Since the last capybara update');
      const deadline = Date.now() + 2000;
      while ((await documentOf(id)) === undefined && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      assert.equal((await documentOf(id))?.title, 'Capybara screen flickers', 'the worker wrote the document within 2 s');
      assert.equal(await pending(id), 0);
      assert.deepEqual(await found('capybara'), [id]);
    } finally {
      await t.app.searchDocuments.stop();
    }
  });
});
