// Admin 'Configurações do site' (issue 28): settings by pt-BR name and group, each with its control; saved values stay.
import { DEMO, DEMO_PASSWORD, expect, loginAs, test } from './fixtures.js';

const publicValue = async (page: import('@playwright/test').Page, key: string) => {
  const entries: { key: string; value: string }[] = await (await page.request.get('/api/site-config')).json();
  return entries.find((e) => e.key === key)?.value;
};

test('the site settings tab shows named, grouped settings; a switch and a number are saved', async ({
  page,
}, testInfo) => {
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  await page.goto('/admin?tab=site-config');
  const panel = page.getByRole('tabpanel');
  for (const group of ['Geral', 'Promoção', 'Contato', 'Aparência', 'SEO'])
    await expect(panel.getByRole('heading', { level: 3, name: group, exact: true })).toBeVisible();
  // Names, not internal keys; one way back to the site.
  await expect(panel.getByText('Vagas da promoção', { exact: true })).toBeVisible();
  await expect(panel.getByText('launch_promotion_active')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /voltar ao site/i }).filter({ visible: true })).toHaveCount(1);

  const promo = panel.getByTestId('site-config-group-promocao');
  const toggle = promo.getByRole('switch', { name: 'Promoção de lançamento ativa' });
  const limit = promo.getByRole('spinbutton', { name: 'Vagas da promoção' });
  const wanted = testInfo.project.name === 'phone' ? '37' : '38';
  try {
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Configuração atualizada', { exact: true }).first()).toBeVisible();
    await expect(toggle).not.toBeChecked();

    // A number out of range is refused on the page, in pt-BR, before anything is sent.
    await limit.fill('-3');
    await promo.getByRole('button', { name: 'Salvar' }).click();
    await expect(promo.getByRole('alert')).toHaveText('Valor deve ser um número inteiro entre 0 e 100000');
    await limit.fill(wanted);
    await promo.getByRole('button', { name: 'Salvar' }).click();
    await expect(promo.getByRole('button', { name: 'Salvar' })).toHaveCount(0);

    // Saved: after a reload the page shows both, and the public settings carry them.
    await page.reload();
    await expect(toggle).not.toBeChecked();
    await expect(limit).toHaveValue(wanted);
    expect(await publicValue(page, 'launch_promotion_active')).toBe('false');
    expect(await publicValue(page, 'launch_promotion_limit')).toBe(wanted);
    await expect(panel.getByRole('textbox', { name: 'Cor do app' })).toHaveValue('#047857');
  } finally {
    // Other specs share the database: put the defaults back.
    for (const [key, value] of [
      ['launch_promotion_active', 'true'],
      ['launch_promotion_limit', '50'],
    ])
      expect((await page.request.put(`/api/admin/site-config/${key}`, { data: { value } })).status()).toBe(200);
  }
});
