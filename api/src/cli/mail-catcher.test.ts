import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { post } from '../test/auth-support.js';
import { eventually } from '../test/eventually.js';
import { nodeArgsFor } from '../test/node-args.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const CLI = nodeArgsFor('./mail-catcher', import.meta.url);

interface Run {
  child: ChildProcess;
  /** Everything the process printed, growing while it runs. */
  output: () => string;
  exited: Promise<number>;
}

function run(env: Record<string, string>, args: string[] = []): Run {
  const { SMTP_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [...CLI, ...args], {
    env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  return { child, output: () => output, exited };
}

describe('the mail catcher of npm start (issue 30, item 15)', () => {
  let t: TestApp;
  let catcher: Run;
  let smtpUrl: string;
  let webUrl: string;
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'mail-catcher-'));
    const readyFile = join(dataDir, 'mail-catcher.ready');
    catcher = run({ STORE_DATA_DIR: dataDir, PORT: '8080', MAIL_CATCHER_PORT: '0' }, [
      '--ready-file',
      readyFile,
    ]);
    const ready = await eventually(
      () => readFile(readyFile, 'utf8').catch(() => undefined),
      `the ready file; printed: ${catcher.output()}`,
    );
    [smtpUrl = '', webUrl = ''] = ready.trim().split('\n');
    // The store sends its mail to the catcher as npm start sets it up: SMTP_URL, no inbox (the
    // mail module reads SMTP_URL from the process's environment when the app is built).
    process.env.SMTP_URL = smtpUrl;
    try {
      t = await createTestApp({ env: { STORE_DEV_INBOX: '0' } });
    } finally {
      delete process.env.SMTP_URL;
    }
  });
  after(async () => {
    catcher.child.kill('SIGTERM');
    await catcher.exited;
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('listens on the loopback on ports of its own and prints where the mail is', async () => {
    assert.match(smtpUrl, /^smtp:\/\/127\.0\.0\.1:\d+$/);
    assert.match(webUrl, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    assert.notEqual(new URL(webUrl).port, '8080');
    await eventually(
      async () => (catcher.output().includes(webUrl) ? true : undefined),
      'the address printed',
    );
    // The store itself has no inbox: the catcher is a process of its own.
    assert.equal((await t.app.inject({ method: 'GET', url: '/dev/inbox' })).statusCode, 404);
  });

  it("shows a newcomer's activation e-mail: listed, opened with its link", async () => {
    const email = 'nueva@estudio.com.ar';
    const res = await post(t, 'demo-ar', 'Account/RegisterUser', {
      isEcommerceClient: true,
      name: 'Nueva Compradora',
      email,
      password: 'Lapiceras-con-logo-2026',
      company: 'Estudio N',
      phoneNumber: '+54 11 4444-1234',
    });
    assert.equal(res.statusCode, 200, res.body);
    await t.app.accounts.settled();
    await t.app.mail.deliverDue();

    const page = await eventually(async () => {
      const html = await (await fetch(webUrl)).text();
      return html.includes('Activá tu cuenta de Promo Sur') ? html : undefined;
    }, 'the activation mail in the list');
    assert.match(page, new RegExp(email));
    const id = /href="\/dev\/inbox\/([^"/]+)"/.exec(page)?.[1];
    assert.ok(id);
    const opened = await (await fetch(new URL(`/dev/inbox/${id}`, webUrl))).text();
    assert.match(opened, /<h1>Activá tu cuenta de Promo Sur<\/h1>/);
    const mail = await fetch(new URL(`/dev/inbox/${id}/html`, webUrl));
    assert.match(mail.headers.get('content-security-policy') ?? '', /^sandbox;/);
    assert.match(await mail.text(), /\/demo-ar\/auth\/activate\?userId=\d+&#38;confirmationToken=/);
  });

  it('lists an attachment and hands it out as it was sent', async () => {
    const pdf = Buffer.from('%PDF-1.4 cotización de prueba');
    await t.app.mail.send({
      tenantId: null,
      fromName: 'Promo Sur',
      to: 'compras@cliente.com.ar',
      subject: 'Tu cotización N° 7',
      html: '<p>Adjuntamos la cotización.</p>',
      text: 'Adjuntamos la cotización.',
      attachments: [{ filename: 'cotización-7.pdf', contentType: 'application/pdf', content: pdf }],
    });
    await t.app.mail.deliverDue();
    const listed = await eventually(async () => {
      const json = (await (
        await fetch(new URL('/dev/inbox.json?to=compras@cliente.com.ar', webUrl))
      ).json()) as {
        messages: { id: string; attachments: { filename: string }[] }[];
      };
      return json.messages[0];
    }, 'the quote mail');
    assert.deepEqual(
      listed.attachments.map((a) => a.filename),
      ['cotización-7.pdf'],
    );
    const opened = await (await fetch(new URL(`/dev/inbox/${listed.id}`, webUrl))).text();
    assert.match(opened, /cotización-7\.pdf/);
    const file = await fetch(new URL(`/dev/inbox/${listed.id}/attachments/0`, webUrl));
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.match(file.headers.get('content-disposition') ?? '', /^attachment;/);
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), pdf);
    assert.equal(
      (await fetch(new URL(`/dev/inbox/${listed.id}/attachments/3`, webUrl))).status,
      404,
    );
  });
});

describe('when the mail catcher does not start', () => {
  it('starts nothing when SMTP_URL is set', async () => {
    const { exited, output } = run({ SMTP_URL: 'smtp://mail.example.com:587' });
    assert.equal(await exited, 0);
    assert.match(output(), /SMTP_URL is set/);
  });

  it("refuses the store's own port", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-catcher-'));
    const { exited, output } = run({
      STORE_DATA_DIR: dir,
      PORT: '9300',
      MAIL_CATCHER_PORT: '9300',
    });
    assert.equal(await exited, 1);
    assert.match(output(), /MAIL_CATCHER_PORT: 9300 is the store's own port/);
    await rm(dir, { recursive: true, force: true });
  });
});
