import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from './fixtures.js';

/** The first entry of a ZIP (meus-dados.json comes first), read from its local header. */
function firstEntry(zip: Buffer): { name: string; text: string } {
  expect(zip.readUInt32LE(0)).toBe(0x04034b50);
  const nameLength = zip.readUInt16LE(26);
  const name = zip.subarray(30, 30 + nameLength).toString();
  // Streamed entry: its size is in the central directory; inflate stops at the end of the deflate stream.
  const text = inflateRawSync(zip.subarray(30 + nameLength + zip.readUInt16LE(28)), { finishFlush: 2 }).toString();
  return { name, text };
}

test("a member downloads their data from the settings' Privacidade card", async ({ page, newMember }, testInfo) => {
  await page.goto('/settings');
  const card = page.getByTestId('privacy-card');
  await expect(card.getByRole('heading', { name: 'Privacidade' })).toBeVisible();
  await card.screenshot({ path: testInfo.outputPath('privacy-card.png') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`meus-dados-${newMember.memberNumber}.zip`);
  const zip = await readFile((await download.path())!);
  const { name, text } = firstEntry(zip);
  expect(name).toBe('meus-dados.json');
  const data = JSON.parse(text.slice(0, text.lastIndexOf('}') + 1));
  expect(data.profile).toMatchObject({ email: newMember.email, memberNumber: newMember.memberNumber });
  expect(data.profile).not.toHaveProperty('password');
});

test('a member downloads their data, then deletes their account and cannot sign in again', async ({
  page,
  newMember,
}, testInfo) => {
  await page.goto('/settings');
  const card = page.getByTestId('privacy-card');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Baixar meus dados' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`meus-dados-${newMember.memberNumber}.zip`);

  await card.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Excluir minha conta' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Sua senha', { exact: true }).fill('senha-errada');
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Senha incorreta. Nada foi excluído.');
  await page.screenshot({ path: testInfo.outputPath('delete-account-dialog.png') });

  await dialog.getByLabel('Sua senha', { exact: true }).fill(newMember.password);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sua conta foi excluída.', { exact: true }).first()).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);

  // The sign-in page refuses the old email and password.
  await page.goto('/login');
  await page.getByLabel('Email').fill(newMember.email);
  await page.getByLabel('Senha', { exact: true }).fill(newMember.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Email ou senha incorretos').first()).toBeVisible();
  expect(
    (
      await page.request.post('/api/login', { data: { email: newMember.email, password: newMember.password } })
    ).status(),
  ).toBe(401);
});
