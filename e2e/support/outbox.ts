// Mail the server wrote: without SMTP_URL each mail is a file, DATA_DIR/outbox/<id>.eml.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** What `read` finds in the mails to `email` under `dataDir`, waiting for the outbox worker to write them. */
export async function fromOutbox(dataDir: string, email: string, read: (mails: string[]) => string | undefined, expected: RegExp): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        if (!existsSync(outbox)) return undefined;
        const mails = readdirSync(outbox)
          .map((name) => readFileSync(join(outbox, name), 'utf8'))
          .filter((mail) => mail.includes(email));
        found = read(mails);
        return found;
      },
      { timeout: 20_000 },
    )
    .toMatch(expected);
  return found!;
}
