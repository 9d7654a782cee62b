import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../db/client.js';
import { openTestDatabase } from '../test/db.js';
import { createUsersRepository, type NewUser } from './users.repository.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let n = 0;
const newUser = (over: Partial<NewUser> = {}): NewUser => ({
  email: `repo.${++n}@teste.local`,
  password: 'x',
  firstName: 'Teste',
  lastName: 'Repo',
  ...over,
});
const setSequence = (value: number) => database.db.execute(sql`select setval('member_number_seq', ${value})`);

describe('users repository: member numbers', () => {
  it('pads numbers below 1000 to four digits', async () => {
    const repo = createUsersRepository(database.db);
    const first = await repo.insert(newUser());
    expect(first?.memberNumber).toBe('CL0001');
    await setSequence(41);
    expect((await repo.insert(newUser()))?.memberNumber).toBe('CL0042');
    await setSequence(998);
    expect((await repo.insert(newUser()))?.memberNumber).toBe('CL0999');
    expect((await repo.insert(newUser()))?.memberNumber).toBe('CL1000');
  });

  it('does not cut numbers of five digits or more', async () => {
    const repo = createUsersRepository(database.db);
    await setSequence(12344);
    expect((await repo.insert(newUser()))?.memberNumber).toBe('CL12345');
    await setSequence(1234566);
    expect((await repo.insert(newUser()))?.memberNumber).toBe('CL1234567');
  });
});

describe('users repository: email', () => {
  it('stores email in lower case and finds it in any case', async () => {
    const repo = createUsersRepository(database.db);
    const row = await repo.insert(newUser({ email: 'Maria.Souza@Teste.Local' }));
    expect(row?.email).toBe('maria.souza@teste.local');
    expect((await repo.findByEmail('MARIA.SOUZA@teste.local'))?.id).toBe(row!.id);
  });

  it('returns null for a duplicate email instead of raising, and consumes no row', async () => {
    const repo = createUsersRepository(database.db);
    await repo.insert(newUser({ email: 'dup@teste.local' }));
    expect(await repo.insert(newUser({ email: 'DUP@teste.local' }))).toBeNull();
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from users where email = 'dup@teste.local'`,
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('counts only active members', async () => {
    const repo = createUsersRepository(database.db);
    const before = await repo.countActiveMembers();
    await repo.insert(newUser());
    await repo.insert(newUser({ isActive: false }));
    expect(await repo.countActiveMembers()).toBe(before + 1);
  });
});
