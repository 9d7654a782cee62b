// Partner applications (issue 6): the public form at /be-partner and the admin's Parceiros tab.
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures.js';

test('a visitor sends a partner application; the admin sees the pending badge and approves it', async ({
  page,
  isMobile,
}, testInfo) => {
  const company = `Oficina ${testInfo.project.name} ${Date.now().toString(36)}`;

  // Visitor: the spec's validation first, then a valid request and the success state.
  await page.goto('/be-partner');
  await expect(page.getByRole('heading', { name: 'Seja Parceiro', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByText('Nome da empresa deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(page.getByText('Telefone deve ter pelo menos 10 dígitos')).toBeVisible();
  await expect(page.getByText('Mensagem deve ter pelo menos 10 caracteres')).toBeVisible();

  await page.getByLabel('Nome da empresa').fill(company);
  await page.getByLabel('Nome do contato').fill('Marta Silva');
  await page.getByLabel('Email').fill('marta@example.test');
  await page.getByLabel('Telefone').fill('+353 86 555 1234');
  await page
    .getByLabel('Mensagem')
    .fill('Consertamos bicicletas elétricas e queremos dar 10% de desconto aos membros.');
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  const sent = page.getByTestId('partner-sent');
  await expect(sent.getByRole('heading', { name: 'Solicitação enviada!' })).toBeFocused();
  await expect(sent).toContainText('Entraremos em contato em breve.');

  // Admin: the badge counts the pending requests (this one included).
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  const pending = (
    (await (await page.request.get('/api/admin/partner-applications/pending-count')).json()) as { count: number }
  ).count;
  expect(pending).toBeGreaterThan(0);
  await page.goto('/admin?tab=partner-applications');
  const badge = async (count: number) => {
    if (!isMobile) {
      if (count > 0)
        await expect(
          page.getByRole('tab', { name: `Parceiros ${count} ${count === 1 ? 'pendente' : 'pendentes'}` }),
        ).toBeVisible();
      else await expect(page.getByRole('tab', { name: 'Parceiros', exact: true })).toBeVisible();
      return;
    }
    // Phones: the side menu carries the badge.
    await page.getByRole('button', { name: /^Seções do painel/ }).click();
    const menu = page.getByRole('dialog', { name: 'Painel Administrativo' });
    await expect(
      menu.getByRole('button', {
        name: count > 0 ? `Parceiros ${count} ${count === 1 ? 'pendente' : 'pendentes'}` : 'Parceiros',
        exact: true,
      }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  };
  await badge(pending);

  // The request is listed; its detail dialog approves it.
  await page.getByRole('button', { name: `Detalhes da solicitação de ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: company });
  await expect(dialog).toContainText('Marta Silva');
  await expect(dialog).toContainText('Pendente');
  await dialog.getByRole('button', { name: 'Aprovar' }).click();
  await expect(page.getByText('Solicitação aprovada.', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('Aprovado');
  // Spec: approve/reject only while pending.
  await expect(dialog.getByRole('button', { name: 'Aprovar' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Rejeitar' })).toHaveCount(0);
  // (Escape would dismiss the toast first: close the dialog with its own button.)
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  // The badge went down by one.
  await badge(pending - 1);
});
