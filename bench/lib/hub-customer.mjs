// A verified hub customer with a few tickets, made the way the hub makes one: registration, the code
// mailed to the outbox the server writes under DATA_DIR, then complaints. For the browser benches.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A JSON call to the api at `base`; throws with the status and the start of the answer unless it is 2xx. */
export async function apiCall(base, path, { method = 'GET', body, token } = {}) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** The six-digit code of the newest mail to `email` that the outbox worker wrote to `dataDir`/outbox. */
export async function otpFromOutbox(dataDir, email) {
  const outbox = join(dataDir, 'outbox');
  for (let i = 0; i < 120; i++) {
    if (existsSync(outbox)) {
      const codes = readdirSync(outbox)
        .map((name) => readFileSync(join(outbox, name), 'utf8'))
        .filter((mail) => mail.includes(email))
        .map((mail) => /\b(\d{6})\b/.exec(mail.split(/\r?\n\r?\n/).slice(1).join('\n'))?.[1])
        .filter(Boolean);
      if (codes.length > 0) return codes.at(-1);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verification mail to ${email} in ${outbox}`);
}

/** Registers `customer` ({ name, email, phone, password }) on the server at `base` and files `tickets` complaints for them. */
export async function createHubCustomer({ base, dataDir }, customer, tickets) {
  const { registrationId } = await apiCall(base, 'v1/auth/register', { method: 'POST', body: customer });
  const otp = await otpFromOutbox(dataDir, customer.email);
  const { access_token: token } = await apiCall(base, 'v1/auth/otp/verify', { method: 'POST', body: { otp, verificationtype: 'register', email: customer.email, registrationId } });
  for (let i = 1; i <= tickets; i++) {
    await apiCall(base, 'v1/client/tickets', { method: 'POST', token, body: { title: `Bench ticket ${i}: the blender stopped`, description: `Bench ticket number ${i}, created so that both lists have rows.` } });
  }
}
