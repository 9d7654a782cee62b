import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures.js';

// Issue 35: the riders' guides (public), the admin tab, and 'Levar à Garda' from one's own report.

test('a visitor reads a guide from a link on the rentals page, then finds another by searching', async ({ page }) => {
  await page.goto('/account-rental');
  await page.getByRole('link', { name: 'regras de substituição' }).first().click();
  await expect(page).toHaveURL(/\/guias\/substituicao-e-aluguel-de-contas$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Substituição e aluguel de contas: regras e riscos' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Última revisão: 26/11/2026')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'O que vale em qualquer app' })).toBeVisible();
  // Sources open in a new tab, without handing the page to the other site.
  const source = page.getByRole('link', { name: /Irish Immigration Service Delivery/ });
  await expect(source).toHaveAttribute('href', 'https://www.irishimmigration.ie/');
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page).toHaveTitle(/^Substituição e aluguel de contas: regras e riscos · /);

  // A link inside the guide's text goes to another guide, in the app.
  await page.getByRole('link', { name: 'Direito de trabalhar', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Direito de trabalhar: o que o Stamp 2 permite' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Todos os guias' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guias do Entregador' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Guias' }).getByRole('listitem')).toHaveCount(9);
  // Accents and case do not matter: 'INTERPRETE' finds 'intérprete' (only the Garda guide has it).
  await page.getByRole('searchbox', { name: 'Buscar nos guias' }).fill('INTERPRETE');
  const results = page.getByRole('list', { name: 'Guias' }).getByRole('listitem');
  await expect(results).toHaveCount(1);
  await expect(results).toContainText('Como registrar uma ocorrência na Garda');
  await page.getByRole('searchbox', { name: 'Buscar nos guias' }).fill('xyzzy');
  await expect(page.getByText('Nenhum guia encontrado para “xyzzy”')).toBeVisible();
});

test('an administrator edits a guide and the page shows the change', async ({ page }, testInfo) => {
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  const mark = `Linha nova ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto('/admin?tab=guides');
  const row = page.getByTestId('admin-guide').filter({ hasText: 'Números de emergência na Irlanda' });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: /^Editar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar guia' });
  const body = dialog.getByLabel('Texto * (Markdown)');
  const script = `<script>alert('${mark}')</script>`;
  await body.fill(`${await body.inputValue()}\n\n## ${mark}\n\n${script} [ruim](javascript:alert(1))`);
  // The preview is the server's rendering: the heading as a heading, the script as text, no javascript: link.
  await dialog.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = dialog.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview.getByRole('heading', { name: mark })).toBeVisible();
  await expect(preview.getByText(script)).toBeVisible();
  await expect(preview.getByRole('link', { name: 'ruim' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Salvar guia' }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('link', { name: /^Ver / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Números de emergência na Irlanda' })).toBeVisible();
  await expect(page.getByRole('heading', { name: mark })).toBeVisible();
  await expect(page.getByText(script)).toBeVisible();

  // Unpublished, the guide is gone for visitors.
  await page.goto('/admin?tab=guides');
  await row.getByRole('button', { name: 'Despublicar' }).click();
  await expect(row.getByText('Rascunho')).toBeVisible();
  await page.request.post('/api/logout');
  await page.goto('/guias/numeros-de-emergencia');
  await expect(page.getByText('Guia não encontrado')).toBeVisible({ timeout: 15_000 });
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=guides');
  await row.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(row.getByText('Publicado', { exact: true })).toBeVisible();
});

test("'Levar à Garda' from a member's own report shows and prints the right facts", async ({
  page,
  newMember,
}, testInfo) => {
  expect(newMember.id).toBeGreaterThan(0);
  const description = `Dois homens levaram minha bike ${testInfo.project.name} ${Date.now().toString(36)}`;
  const res = await page.request.post('/api/safety-reports', {
    data: {
      // Away from the places other specs report at: a marker here would cluster with theirs.
      latitude: 53.331234,
      longitude: -6.289876,
      description,
      incidentType: 'assalto',
      severity: 4,
      incidentTime: '21:40',
      area: 'Dublin',
    },
  });
  expect(res.status()).toBe(201);
  const report = (await res.json()) as { id: number; area: string; createdAt: string };
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone: 'Europe/Dublin' }).format(new Date(report.createdAt));

  await page.goto('/dangerous-areas');
  const mine = page.getByRole('region', { name: 'Meus relatos' });
  await expect(mine).toBeVisible({ timeout: 15_000 });
  await mine.getByRole('link', { name: /^Levar à Garda: Assalto/ }).click();
  await expect(page).toHaveURL(new RegExp(`/levar-a-garda/${report.id}$`));
  const sheet = page.getByRole('region', { name: 'Relato de incidente' });
  await expect(sheet).toBeVisible({ timeout: 15_000 });
  const fact = (label: string) => sheet.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Data (Date)')).toHaveText(day);
  await expect(fact('Hora (Time)')).toHaveText('21:40');
  await expect(fact('Local (Place)')).toHaveText(`${report.area}, Dublin`);
  await expect(fact('Coordenadas (GPS)')).toHaveText('53.33123, -6.28988');
  await expect(fact('Tipo (Type)')).toHaveText('Assalto (Robbery / assault)');
  await expect(fact('Descrição (Description)')).toHaveText(description);

  const text = await page.getByLabel('Texto para copiar').inputValue();
  expect(text).toContain(`Data (Date): ${day}`);
  expect(text).toContain('Hora (Time): 21:40');
  expect(text).toContain(`Local (Place): ${report.area}, Dublin`);
  expect(text).toContain('Tipo (Type): Assalto (Robbery / assault)');
  expect(text).toContain(`Descrição (Description): ${description}`);

  // On paper: the facts alone, without the site's header, the buttons or the text box.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(fact('Descrição (Description)')).toHaveText(description);
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByLabel('Texto para copiar')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Another member's report is not theirs to print.
  await page.request.post('/api/logout');
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto(`/levar-a-garda/${report.id}`);
  await expect(page.getByText('Relato não encontrado')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(description)).toHaveCount(0);
});
