// Administration (issue 6): sponsors reach the landing page; a month granted by an admin unlocks a member.
import { DEMO, DEMO_PASSWORD, expect, loginAs, PNG, scrollLanding, test } from './fixtures.js';

test('the admin creates a featured sponsor with a logo; the landing page shows it', async ({ page }, testInfo) => {
  const name = `Bike Shop ${testInfo.project.name} ${Date.now().toString(36)}`;
  const offer = 'https://example.com/oferta-membros';

  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=sponsors');
  await page.getByRole('button', { name: 'Novo patrocinador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo patrocinador' });
  // Spec: the name is required (trimmed).
  await dialog.getByLabel('Nome *').fill('   ');
  await dialog.getByRole('button', { name: 'Criar patrocinador' }).click();
  await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();

  await dialog.getByLabel('Nome *').fill(name);
  await dialog.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', /-thumb\.webp$/);
  await dialog.getByLabel('Descrição').fill('Peças e revisão de e-bikes.');
  await dialog.getByLabel('Desconto para membros').fill('20% de desconto para membros');
  await dialog.getByLabel('Link do anúncio').fill(offer);
  await dialog.getByRole('checkbox', { name: 'Em destaque' }).click();
  await dialog.getByRole('button', { name: 'Criar patrocinador' }).click();
  await expect(page.getByText('Patrocinador criado com sucesso!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('admin-sponsor').filter({ hasText: name });
  await expect(row.getByRole('switch', { name: 'Destaque' })).toBeChecked();
  await expect(row.getByRole('switch', { name: 'Ativo' })).toBeChecked();

  // Visitor: the sponsor strip shows the logo and the sponsors section its discount, both linking out.
  await page.request.post('/api/logout');
  await page.goto('/');
  await scrollLanding(page);
  const strip = page.getByTestId('landing-sponsor-slots').getByRole('link', { name });
  await expect(strip.getByRole('img', { name })).toHaveAttribute('src', /-thumb\.webp$/);
  const card = page.getByTestId('landing-sponsors').getByRole('link').filter({ hasText: name });
  await expect(card).toContainText('20% de desconto para membros');
  await expect(card).toHaveAttribute('href', offer);
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('rel', /noopener/);
});

test('the admin grants a month to a new member, who can then create a listing', async ({ page, newMember }) => {
  await page.goto('/marketplace/create');
  await expect(page.getByText('Assinatura Necessária', { exact: true })).toBeVisible();

  // Admin: find the member by search in Usuários and grant one month.
  await page.request.post('/api/logout');
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=users');
  await page.getByRole('searchbox', { name: 'Buscar usuários' }).fill(newMember.email);
  await expect(page.getByText('1 usuário encontrado')).toBeVisible();
  // A table row on wide screens, a card on phones: whichever is shown.
  const row = page.getByTestId(/^admin-user-(row|card)$/).filter({ visible: true });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(newMember.email);
  await expect(row).toContainText('Inativa');
  await row.getByRole('button', { name: /^Ações para/ }).click();
  await page.getByRole('menuitem', { name: 'Conceder 1 mês grátis' }).click();
  await expect(page.getByText('Um mês de assinatura concedido.', { exact: true })).toBeVisible();
  await expect(row).toContainText('cortesia');

  // The detail dialog logs it at the bottom.
  await row.getByRole('button', { name: 'Detalhes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalhes do usuário' });
  await expect(dialog).toContainText(newMember.memberNumber);
  await expect(dialog.getByTestId('audit-log')).toContainText('Mês de assinatura concedido');
  await expect(dialog.getByRole('tab', { name: /Marketplace/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  // Member: the listing form instead of the subscription prompt.
  await page.request.post('/api/logout');
  await loginAs(page, newMember.email, newMember.password);
  await page.goto('/marketplace/create');
  await expect(page.getByRole('heading', { name: 'Criar Item no Marketplace' })).toBeVisible();
  await expect(page.getByText('Assinatura Necessária', { exact: true })).toHaveCount(0);
});

test('each admin tab names itself in the browser tab; Denúncias names its community alerts once', async ({ page }) => {
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=reports');
  await expect(page).toHaveTitle(/^Denúncias · Admin · ./);
  await expect(page.getByRole('heading', { name: 'Denúncias de membros' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Alertas da comunidade' })).toHaveCount(1);
  await expect(page.getByText('Alertas da comunidade', { exact: true })).toHaveCount(1);
  // Its filters are still there, under the one heading.
  await expect(
    page.getByRole('group', { name: 'Filtrar por status' }).getByRole('button', { name: 'Pendentes' }),
  ).toBeVisible();

  for (const [tab, title] of [
    ['users', 'Usuários'],
    ['sponsors', 'Patrocinadores'],
    ['site-config', 'Configurações do site'],
  ] as const) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page).toHaveTitle(new RegExp(`^${title} · Admin · .`));
  }
  // The panel without a tab opens on the first one, and says so.
  await page.goto('/admin');
  await expect(page).toHaveTitle(/^Temperatura · Admin · ./);
});
