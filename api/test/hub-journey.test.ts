// The customer's whole road through the api, as the hub walks it: register, read the OTP from a real
// SMTP server, verify, sign in, raise a complaint with category fields, upload an attachment, then
// draft → update → send a message, and read the thread back.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer } from './helpers.js';
import { mailingTestApp, otpFrom } from './smtp.js';

const mailing = mailingTestApp();

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  mailing.t.app.inject({ method, url: `/api/v1/${url}`, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
/** The path of an absolute link the api handed out (PUBLIC_URL is not this test server). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

test('register → emailed OTP → login → complaint with fields → attachment → draft → update → send → thread', async () => {
  const email = 'journey@example.com';
  const registered = await call('POST', 'auth/register', undefined, { name: 'Jo Urney', email, phone: '+44 20 7946 0000', password: 'sunflower-42-journey' });
  assert.equal(registered.statusCode, 200, registered.body);
  await mailing.t.app.mailWorker.drain();
  const otp = otpFrom(mailing.smtp.mailsTo(email).at(-1)!);
  const verified = await call('POST', 'auth/otp/verify', undefined, { otp, verificationtype: 'register', email, registrationId: registered.json().registrationId });
  assert.equal(verified.statusCode, 200, verified.body);

  const login = await call('POST', 'auth/login', undefined, { email, password: 'sunflower-42-journey' });
  assert.equal(login.statusCode, 200, login.body);
  const token = login.json().access_token as string;
  assert.equal((await call('GET', 'auth/me', token)).json().personalEmail, email);

  // The category select and the chosen category's fields.
  const categories = (await call('GET', 'client/categories', token)).json();
  const billingSummary = categories.entities.find((category: { name: string }) => category.name === 'Billing');
  assert.ok(billingSummary, 'the sample Billing category is listed');
  const billing = (await call('GET', `client/categories/${billingSummary.id}`, token)).json();
  const field = (key: string) => billing.fields.find((candidate: { key: string }) => candidate.key === key).id as string;

  // A required field missing is refused with its detail; nothing is filed.
  const incomplete = await call('POST', 'client/tickets', token, { categoryId: billing.id, title: 'Charged twice', description: 'Two charges.', priority: '', fields: [] });
  assert.equal(incomplete.statusCode, 400);
  assert.ok(incomplete.json().details.length >= 3, incomplete.body);
  assert.equal((await call('GET', 'client/tickets?page=1&pageSize=10', token)).json().totalCount, 0);

  const complaint = {
    categoryId: billing.id,
    title: 'Charged twice',
    description: 'My card was charged twice for one order.',
    priority: 'High',
    fields: [
      { id: field('invoice_number'), value: 'INV-2026-0042' },
      { id: field('amount'), value: 49.9 },
      { id: field('billing_email'), value: 'billing@journey.example' },
      { id: field('payment_method'), value: 'credit_card' },
      { id: field('charged_on'), value: '2026-11-20' },
    ],
  };
  const created = await call('POST', 'client/tickets', token, complaint, { 'idempotency-key': 'journey-1' });
  assert.equal(created.statusCode, 201, created.body);
  const ticket = created.json();
  assert.equal(ticket.priority, 'High');
  // A retry of the same submission returns the same ticket.
  const retried = await call('POST', 'client/tickets', token, complaint, { 'idempotency-key': 'journey-1' });
  assert.equal(retried.json().id, ticket.id);

  const list = (await call('GET', 'client/tickets?page=1&pageSize=10', token)).json();
  assert.equal(list.totalCount, 1);
  assert.equal(list.entities[0].serialNumber, ticket.serialNumber);
  const details = (await call('GET', `client/tickets/${ticket.id}`, token)).json();
  assert.equal(details.status.kind, 'open');
  assert.equal(details.fields.find((f: { key: string }) => f.key === 'amount').value, 49.9);
  assert.deepEqual((await call('GET', `tickets/${ticket.id}/messages`, token)).json().entities, []);

  // An attachment goes up through a signed URL.
  const signed = (await call('GET', `files/signedurl?${new URLSearchParams({ file: 'receipt.txt', fileType: 'text/plain', folder: 'inline-attachments', secured: 'true' })}`, token)).json();
  const uploaded = await mailing.t.app.inject({ method: 'PUT', url: pathOf(signed.url), headers: { 'content-type': 'text/plain' }, payload: 'two charges of 49.90' });
  assert.equal(uploaded.statusCode, 200, uploaded.body);
  const attachment = { fileName: signed.fileName, fileType: 'text/plain', fileUrl: signed.downloadUrlWithToken, fileSize: 20 };

  const saved = await call('POST', `tickets/${ticket.id}/messages`, token, {
    channel: 'email',
    message: '<p onclick="steal()">Receipt attached.</p><script>alert(1)</script>',
    emailConfig: { to: [], attachments: [attachment] },
  });
  assert.equal(saved.statusCode, 201, saved.body);
  const draft = saved.json();
  assert.equal(draft.status, 'draft');
  assert.equal(draft.message, '<p>Receipt attached.</p>');

  const updated = await call('PUT', `tickets/${ticket.id}/messages`, token, {
    id: draft.id,
    channel: 'email',
    message: '<p>Receipt attached, see both charges.</p>',
    sentBy: 'customer',
    status: 'draft',
    emailConfig: { to: [], attachments: [attachment] },
  });
  assert.equal(updated.statusCode, 200, updated.body);
  const sent = await call('PUT', `tickets/${ticket.id}/messages/${draft.id}/send`, token);
  assert.equal(sent.statusCode, 200, sent.body);

  const thread = (await call('GET', `tickets/${ticket.id}/messages`, token)).json();
  assert.equal(thread.entities.length, 1);
  const [message] = thread.entities;
  assert.equal(message.status, 'sent');
  assert.equal(message.message, '<p>Receipt attached, see both charges.</p>');
  assert.equal(message.emailConfig.subject, `[#${ticket.serialNumber}] Charged twice`);
  assert.equal(message.emailConfig.attachments[0].fileName, 'receipt.txt');
  const download = await mailing.t.app.inject({ method: 'GET', url: pathOf(message.emailConfig.attachments[0].fileUrl) });
  assert.equal(download.statusCode, 200);
  assert.equal(download.body, 'two charges of 49.90');
});
