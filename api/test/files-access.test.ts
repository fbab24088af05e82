import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createAgent, insertAgentMessage, type TestAgent } from './agent-fixtures.js';
import { bearer, testAppForSuite } from './helpers.js';
import { createCustomer, type TestCustomer } from './hub-fixtures.js';

// Database: PostgreSQL only. Under test: signed file links and who may follow them, the same on either engine.

const ORIGIN = 'https://support.example.com';

let alice: TestCustomer;
let bob: TestCustomer;
let reader: TestAgent;
let outsider: TestAgent;
let aliceTicket: string;

const t = testAppForSuite({ PUBLIC_URL: ORIGIN }, {}, async () => {
  alice = await createCustomer(t, 'alice@example.com', undefined, 'Alice');
  bob = await createCustomer(t, 'bob@example.com', undefined, 'Bob');
  reader = await createAgent(t, ['tickets:tickets:view', 'tickets:messages:view']);
  outsider = await createAgent(t, ['tickets:tickets:view']);
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(alice.token), payload: { title: 'Invoice', description: 'See attached' } });
  assert.equal(created.statusCode, 201, created.body);
  aliceTicket = created.json().id;
});

const path = (url: string) => url.replace(ORIGIN, '');

interface Uploaded {
  id: string;
  downloadUrl: string;
  downloadUrlWithToken: string;
}

async function upload(token: string, name: string): Promise<Uploaded> {
  const signed = await t.app.inject({ method: 'GET', url: `/api/v1/files/signedurl?${new URLSearchParams({ file: name, fileType: 'text/plain' })}`, headers: bearer(token) });
  assert.equal(signed.statusCode, 200, signed.body);
  const links = signed.json() as { url: string; downloadUrl: string; downloadUrlWithToken: string };
  const put = await t.app.inject({ method: 'PUT', url: path(links.url), headers: { 'content-type': 'text/plain' }, payload: `content of ${name}` });
  assert.equal(put.statusCode, 200, put.body);
  return { id: links.downloadUrl.split('/').pop()!, downloadUrl: links.downloadUrl, downloadUrlWithToken: links.downloadUrlWithToken };
}

const fetchById = (file: Uploaded, token: string) => t.app.inject({ method: 'GET', url: `/api/v1/files/${file.id}`, headers: bearer(token) });

async function customerMessage(file: Uploaded, send: boolean) {
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tickets/${aliceTicket}/messages`,
    headers: bearer(alice.token),
    payload: { channel: 'email', message: '<p>Here it is</p>', emailConfig: { to: [], cc: [], attachments: [{ fileName: 'a.txt', fileType: 'text/plain', fileUrl: file.downloadUrl, fileSize: 10 }] } },
  });
  assert.equal(saved.statusCode, 201, saved.body);
  if (send) {
    const sent = await t.app.inject({ method: 'PUT', url: `/api/v1/tickets/${aliceTicket}/messages/${saved.json().id}/send`, headers: bearer(alice.token) });
    assert.equal(sent.statusCode, 200, sent.body);
  }
}

/** An agent's message on Alice's ticket showing the file as an inline image (signed link in the body). */
async function agentMessage(file: Uploaded, status: 'draft' | 'sent') {
  await insertAgentMessage(t, {
    organizationId: alice.organizationId,
    ticketId: aliceTicket,
    userId: reader.id,
    authorName: reader.name,
    status,
    bodyHtml: `<p>Screenshot:</p><img src="${file.downloadUrlWithToken}" />`,
    to: ['alice@example.com'],
    subject: 'Re: Invoice',
  });
}

describe('GET v1/files/{id}: only for who can see a message linking the file', () => {
  test("a customer cannot fetch another customer's attachment by id; the owner and permitted agents can", async () => {
    const invoice = await upload(alice.token, 'invoice.txt');
    await customerMessage(invoice, true);

    const own = await fetchById(invoice, alice.token);
    assert.equal(own.statusCode, 200);
    assert.equal(own.body, 'content of invoice.txt');

    const stolen = await fetchById(invoice, bob.token);
    assert.equal(stolen.statusCode, 404);
    assert.equal(stolen.json().code, 'NOT_FOUND');

    assert.equal((await fetchById(invoice, reader.token)).statusCode, 200, 'tickets:messages:view reads attachments of sent messages');
    const denied = await fetchById(invoice, outsider.token);
    assert.equal(denied.statusCode, 404, 'an agent without tickets:messages:view cannot');
  });

  test("an unreferenced upload is its uploader's alone", async () => {
    const loose = await upload(bob.token, 'loose.txt');
    assert.equal((await fetchById(loose, bob.token)).statusCode, 200);
    assert.equal((await fetchById(loose, alice.token)).statusCode, 404);
    assert.equal((await fetchById(loose, reader.token)).statusCode, 404);

    const agentsOwn = await upload(outsider.token, 'agent-notes.txt');
    assert.equal((await fetchById(agentsOwn, outsider.token)).statusCode, 200, 'an agent reads their own upload without the permission');
    assert.equal((await fetchById(agentsOwn, alice.token)).statusCode, 404);
  });

  test("the ticket's customer reads a file an agent's sent message shows, not one in an agent's draft", async () => {
    const shown = await upload(reader.token, 'shown.txt');
    await agentMessage(shown, 'sent');
    assert.equal((await fetchById(shown, alice.token)).statusCode, 200);
    assert.equal((await fetchById(shown, bob.token)).statusCode, 404, "not the customer's ticket");

    const drafted = await upload(reader.token, 'drafted.txt');
    await agentMessage(drafted, 'draft');
    assert.equal((await fetchById(drafted, alice.token)).statusCode, 404);
    assert.equal((await fetchById(drafted, reader.token)).statusCode, 200);
  });

  test("a customer's unsent draft does not open its file to agents", async () => {
    const pending = await upload(alice.token, 'pending.txt');
    await customerMessage(pending, false);
    assert.equal((await fetchById(pending, alice.token)).statusCode, 200);
    assert.equal((await fetchById(pending, reader.token)).statusCode, 404);
  });

  test("linking someone else's file in a message of one's own does not open it", async () => {
    const secret = await upload(alice.token, 'secret.txt');
    const bobsTicket = (await t.app.inject({ method: 'POST', url: '/api/v1/client/tickets', headers: bearer(bob.token), payload: { title: 'Mine', description: 'Mine' } })).json().id;
    const attempts = [
      { message: `<p>see</p><img src="${secret.downloadUrl}">`, field: '/message' },
      { message: '<p>see</p>', attachments: [{ fileName: 's.txt', fileType: 'text/plain', fileUrl: secret.downloadUrlWithToken, fileSize: 1 }], field: '/emailConfig/attachments/0/fileUrl' },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/tickets/${bobsTicket}/messages`,
        headers: bearer(bob.token),
        payload: { channel: 'email', message: attempt.message, emailConfig: { to: [], cc: [], attachments: attempt.attachments ?? [] } },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().code, 'VALIDATION_FAILED');
      assert.deepEqual(response.json().details.map((d: { field: string }) => d.field), [attempt.field]);
    }
    assert.equal((await fetchById(secret, bob.token)).statusCode, 404);

    // Quoting a file of a message one can see is fine: it opens nothing new.
    const shown = await upload(reader.token, 'quoted.txt');
    await agentMessage(shown, 'sent');
    const quoting = await t.app.inject({
      method: 'POST',
      url: `/api/v1/tickets/${aliceTicket}/messages`,
      headers: bearer(alice.token),
      payload: { channel: 'email', message: `<p>As you sent:</p><img src="${shown.downloadUrlWithToken}">`, emailConfig: { to: [], cc: [], attachments: [] } },
    });
    assert.equal(quoting.statusCode, 201, quoting.body);
  });

  test('the signed link still works for anyone holding it', async () => {
    const loose = await upload(bob.token, 'shared-link.txt');
    const viaLink = await t.app.inject({ method: 'GET', url: path(loose.downloadUrlWithToken) });
    assert.equal(viaLink.statusCode, 200);
  });
});
