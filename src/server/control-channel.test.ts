import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../testing/cli';
import { createTestDb } from '../testing/test-db';
import { ControlRefusal, controlSocketPath, sendToServer, startControlChannel } from './control-channel';
import { controlCommands } from './control-commands';
import type { Database } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { usersUnified } from './modules/accounts/schema';

const logger = pino({ level: 'silent' });

describe('the control channel (DESIGN §5, decision 047)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'control-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a command, an operator refusal, an unknown command; only its owner may use it', async () => {
    const channel = await startControlChannel(
      dir,
      {
        echo: async (input) => `got ${JSON.stringify(input)}`,
        refuse: async () => {
          throw new ControlRefusal('Loja desconhecida: x');
        },
        crash: async () => {
          throw new Error('secret detail');
        },
      },
      logger,
    );
    try {
      expect(statSync(controlSocketPath(dir)).mode & 0o777).toBe(0o600);
      expect(await sendToServer(dir, 'echo', { a: 1 })).toEqual({ ok: true, result: 'got {"a":1}' });
      expect(await sendToServer(dir, 'refuse', null)).toEqual({ ok: false, message: 'Loja desconhecida: x' });
      const crash = await sendToServer(dir, 'crash', null);
      expect(crash).toMatchObject({ ok: false });
      expect(JSON.stringify(crash)).not.toContain('secret detail');
      expect(await sendToServer(dir, 'nope', null)).toEqual({ ok: false, message: 'Unknown command nope.' });
    } finally {
      await channel.close();
    }
    expect(await sendToServer(dir, 'echo', 1)).toBeNull();
  });
});

describe('npm run user:create beside a running embedded server', () => {
  let database: Database;
  let dir: string;
  let release: () => void;
  const changed: string[] = [];

  beforeAll(async () => {
    database = await createTestDb();
    dir = mkdtempSync(join(tmpdir(), 'control-cli-'));
    release = acquireDataDirLock(dir); // this process plays the server holding DATA_DIR
  });
  afterAll(async () => {
    release();
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  });

  it('hands the work to the server, which refuses bad input with its message', async () => {
    const channel = await startControlChannel(
      dir,
      controlCommands(database, (id) => changed.push(id)),
      logger,
    );
    try {
      const args = ['--email', 'Dona@Loja.com', '--password', 'segredo123', '--role', 'admin'];
      const made = await runCli('src/cli/user-create.ts', args, { DATA_DIR: dir });
      expect(made.out).toContain('Created admin account dona@loja.com');
      expect(made.out).toContain('done by the running server');
      expect(made.code).toBe(0);
      const [row] = await database.db
        .select()
        .from(usersUnified)
        .where(eq(usersUnified.email, 'dona@loja.com'));
      expect(row?.role).toBe('admin');
      expect(changed).toEqual([row!.auth_user_id]);

      const bad = await runCli(
        'src/cli/user-create.ts',
        ['--email', 'g@loja.com', '--password', 'segredo123', '--role', 'manager', '--store', 'nowhere'],
        { DATA_DIR: dir },
      );
      expect(bad.code).toBe(1);
      expect(bad.out).toContain('nowhere');
      expect(bad.out).toContain('No account was changed.');
    } finally {
      await channel.close();
    }
  }, 120_000);

  it('stops with the lock message when the holder takes no commands', async () => {
    const args = ['--email', 'x@loja.com', '--password', 'segredo123', '--role', 'admin'];
    const run = await runCli('src/cli/user-create.ts', args, { DATA_DIR: dir });
    expect(run.code).toBe(1);
    expect(run.out).toContain('is open in another process');
  }, 60_000);
});
