import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, loginAs, type Member, PNG, registerMember, switchTo, test } from './fixtures.js';

test('a subscriber messages a seller from the item page; the seller reads and replies; the buyer deletes the reply, the seller keeps it', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const buyer = await registerMember(page, 'Alice', tag, 'msg');
  const seller = await registerMember(page, 'Bernardo', tag, 'msg');

  // Admin: both become subscribers. Seller: an item with a photo, approved by the admin.
  const title = `Bicicleta elétrica ${tag}`;
  const itemId = await approvedItemOf(page, [buyer, seller], seller, {
    title,
    description: 'Bateria nova, ótima para entregas.',
    category: 'motos',
    price: '450',
  });

  // Buyer: the item page's message dialog opens with the template of a sale, naming the item.
  await switchTo(page, buyer.email, buyer.password);
  await page.goto(`/marketplace/${itemId}`);
  await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar mensagem ao vendedor' });
  const text = dialog.getByLabel('Sua mensagem');
  await expect(text).toHaveValue(
    `Olá! Tenho interesse no seu anúncio "${title}". Ainda está disponível? Podemos combinar o pagamento e a retirada?`,
  );
  const template = await text.inputValue();
  await expect(dialog.getByTestId('message-counter')).toHaveText(`${template.length}/500`);
  // Empty or above 500: no sending. Closing and opening again brings the template back.
  await text.fill('   ');
  await expect(dialog.getByRole('button', { name: 'Enviar Mensagem' })).toBeDisabled();
  await text.fill('x'.repeat(501));
  await expect(dialog.getByTestId('message-counter')).toHaveText(/^501\/500/);
  await expect(dialog.getByRole('button', { name: 'Enviar Mensagem' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(text).toHaveValue(template);
  await dialog.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(page.getByText('Mensagem enviada!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Seller: the header shows 1 unread; on /messages the card is unread, about the item.
  await switchTo(page, seller.email, seller.password);
  await page.goto('/');
  if (phone) {
    await expect(page.getByTestId('unread-dot-badge')).toHaveText(/^1/);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu móvel' })
      .getByRole('link', { name: /Mensagens/ })
      .click();
  } else {
    const link = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: /Mensagens/ });
    await expect(link.getByTestId('unread-badge')).toHaveText(/^1/);
    await link.click();
  }
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('tab', { name: 'Recebidas (1)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Enviadas (0)' })).toBeVisible();
  const received = page.getByTestId('received-message');
  await expect(received).toHaveCount(1);
  await expect(received).toHaveAttribute('data-unread', 'true');
  // Issue 28: the first name and the number once (it read 'Membro CL0006 CL0006').
  await expect(received.getByText('Alice', { exact: true })).toBeVisible();
  await expect(received.getByText(buyer.memberNumber, { exact: true })).toHaveCount(1);
  await expect(received).not.toContainText(`Membro ${buyer.memberNumber}`);
  await expect(received.getByTestId('message-content')).toHaveText(template);
  await expect(received.getByRole('link', { name: title })).toHaveAttribute('href', `/marketplace/${itemId}`);
  await received.getByRole('button', { name: 'Marcar como lida' }).click();
  await expect(received).not.toHaveAttribute('data-unread');
  await expect(received.getByRole('button', { name: 'Marcar como lida' })).toHaveCount(0);
  await expect(page.getByTestId('messages-unread-badge')).toHaveCount(0);
  await expect(page.getByTestId(phone ? 'unread-dot-badge' : 'unread-badge')).toHaveCount(0);

  // …and replies (line breaks kept).
  await received.getByRole('button', { name: 'Responder' }).click();
  const replyDialog = page.getByRole('dialog', { name: 'Responder Mensagem' });
  await expect(replyDialog.getByText(template)).toBeVisible();
  await expect(replyDialog.getByRole('button', { name: 'Enviar Resposta' })).toBeDisabled();
  const reply = 'Oi! Está disponível sim.\nPode buscar amanhã às 19h?';
  await replyDialog.getByPlaceholder('Digite sua resposta...').fill(reply);
  await replyDialog.getByRole('button', { name: 'Enviar Resposta' }).click();
  await expect(page.getByText('Resposta enviada', { exact: true })).toBeVisible();
  await expect(replyDialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Enviadas (1)' })).toBeVisible();

  // Buyer: the reply is under Recebidas, with the item link opening in a new tab.
  await switchTo(page, buyer.email, buyer.password);
  await page.goto('/messages');
  const answer = page.getByTestId('received-message');
  await expect(answer).toHaveCount(1);
  await expect(answer.getByText('Bernardo', { exact: true })).toBeVisible();
  await expect(answer.getByText(seller.memberNumber, { exact: true })).toHaveCount(1);
  // innerText on purpose: it keeps the line break only if it is rendered (white-space: pre-wrap).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
  expect(await answer.getByTestId('message-content').innerText()).toBe(reply);
  const itemLink = answer.getByRole('link', { name: title });
  await expect(itemLink).toHaveAttribute('href', `/marketplace/${itemId}`);
  await expect(itemLink).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('messages-unread-badge')).toHaveText(/^1/);

  // …the bin asks first: 'Cancelar' keeps the message…
  await answer.getByRole('button', { name: 'Excluir mensagem' }).click();
  const confirm = answer.getByRole('group', { name: 'Confirmar exclusão' });
  await expect(confirm).toContainText('Excluir esta mensagem?');
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Mensagem deletada', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(answer.getByTestId('message-content')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recebidas (1)' })).toBeVisible();
  // …and 'Excluir' deletes it: gone from the buyer's list.
  await answer.getByRole('button', { name: 'Excluir mensagem' }).click();
  await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(page.getByText('Mensagem deletada', { exact: true })).toBeVisible();
  await expect(page.getByText('Nenhuma mensagem recebida')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recebidas (0)' })).toBeVisible();

  // Seller: still has the reply under Enviadas.
  await switchTo(page, seller.email, seller.password);
  await page.goto('/messages');
  await page.getByRole('tab', { name: 'Enviadas (1)' }).click();
  const sent = page.getByTestId('sent-message');
  await expect(sent).toHaveCount(1);
  await expect(sent.getByText('Para: Alice', { exact: true })).toBeVisible();
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text (line break shown) is what is checked
  expect(await sent.getByTestId('message-content').innerText()).toBe(reply);
});

test('no contact button on one’s own item; a member without a subscription cannot open the dialog', async ({
  page,
}) => {
  // Ana (subscriber) lists an item, approved by the admin.
  await loginAs(page, DEMO.subscriber, DEMO_PASSWORD);
  const upload = await page.request.post('/api/upload', {
    multipart: { images: { name: 'capacete.png', mimeType: 'image/png', buffer: PNG } },
  });
  const created = await page.request.post('/api/marketplace', {
    data: {
      title: `Capacete ${Date.now().toString(36)}`,
      description: 'Tamanho M.',
      type: 'doacao',
      category: 'equipamentos',
      price: '',
      whatsapp: '+353 83 123 4567',
      imageUrls: (await upload.json()).paths,
      coverImageIndex: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const itemId: number = (await created.json()).item.id;
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  expect((await page.request.post(`/api/admin/marketplace/${itemId}/approve`)).status()).toBe(200);

  await switchTo(page, DEMO.subscriber, DEMO_PASSWORD);
  await page.goto(`/marketplace/${itemId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar Mensagem' })).toHaveCount(0);

  await switchTo(page, DEMO.member, DEMO_PASSWORD);
  await page.goto(`/marketplace/${itemId}`);
  await expect(page.getByRole('button', { name: 'ASSINATURA NECESSÁRIA' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enviar Mensagem' })).toHaveCount(0);

  // Bruno (subscriber) gets the donation template.
  await switchTo(page, DEMO.subscriber2, DEMO_PASSWORD);
  await page.goto(`/marketplace/${itemId}`);
  await page.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(page.getByRole('dialog').getByLabel('Sua mensagem')).toHaveValue(/^Olá! Vi sua doação "Capacete /);
});

test('the reply dialog shows the conversation about the item, oldest first, and the reply at once', async ({
  page,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${testInfo.project.name}`;
  const buyer = await registerMember(page, 'Clara', tag, 'conv');
  const seller = await registerMember(page, 'Diego', tag, 'conv');
  const itemId = await approvedItemOf(page, [buyer, seller], seller, {
    title: `Baú térmico ${tag}`,
    description: 'Baú térmico com alças.',
    category: 'equipamentos',
    price: '40',
  });

  // Earlier: the buyer asks, the seller answers, the buyer asks again; and one message about no item.
  const say = async (who: typeof buyer, to: typeof buyer, content: string, about: number | null = itemId) => {
    await switchTo(page, who.email, who.password);
    const res = await page.request.post('/api/messages', { data: { receiverId: to.id, itemId: about, content } });
    expect(res.status(), await res.text()).toBe(201);
  };
  await say(buyer, seller, 'Ainda está disponível?');
  await say(seller, buyer, 'Sim! Quer ver?');
  await say(buyer, seller, 'Quero. Amanhã às 18h?');
  await say(buyer, seller, 'Outro assunto, sem item', null);

  // The seller replies to the last question: the dialog shows the three, oldest first.
  await switchTo(page, seller.email, seller.password);
  await page.goto('/messages');
  const last = page.getByTestId('received-message').filter({ hasText: 'Quero. Amanhã às 18h?' });
  await last.getByRole('button', { name: 'Responder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Responder Mensagem' });
  const said = dialog.getByTestId('conversation-message');
  await expect(said).toHaveCount(3);
  await expect(said.nth(0)).toContainText('Ainda está disponível?');
  await expect(said.nth(0)).toContainText('Clara');
  await expect(said.nth(1)).toContainText('Sim! Quer ver?');
  await expect(said.nth(1)).toContainText('Você');
  await expect(said.nth(2)).toContainText('Quero. Amanhã às 18h?');
  await expect(dialog).not.toContainText('Outro assunto, sem item');
  await page.screenshot({ path: `/tmp/reply-dialog-${testInfo.project.name}.png` });

  await dialog.getByPlaceholder('Digite sua resposta...').fill('Combinado, até amanhã!');
  await dialog.getByRole('button', { name: 'Enviar Resposta' }).click();
  await expect(page.getByText('Resposta enviada', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Without a reload: under Enviadas, and at the end of the conversation when the dialog opens again.
  await page.getByRole('tab', { name: /Enviadas/ }).click();
  await expect(page.getByTestId('sent-message').filter({ hasText: 'Combinado, até amanhã!' })).toHaveCount(1);
  await page.getByRole('tab', { name: /Recebidas/ }).click();
  await last.getByRole('button', { name: 'Responder' }).click();
  await expect(said).toHaveCount(4);
  await expect(said.nth(3)).toContainText('Combinado, até amanhã!');
});

/** The admin makes `subscribers` members; `seller` lists a sale with a photo; the admin approves it. Its id. */
async function approvedItemOf(
  page: Page,
  subscribers: Member[],
  seller: Member,
  item: { title: string; description: string; category: string; price: string },
): Promise<number> {
  await loginAs(page, DEMO.admin, DEMO_PASSWORD);
  for (const u of subscribers) {
    const res = await page.request.post(`/api/admin/users/${u.id}/activate-subscription`);
    expect(res.status(), await res.text()).toBe(200);
  }
  await switchTo(page, seller.email, seller.password);
  const upload = await page.request.post('/api/upload', {
    multipart: { images: { name: 'foto.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const created = await page.request.post('/api/marketplace', {
    data: {
      ...item,
      type: 'venda',
      whatsapp: '+353 83 123 4567',
      imageUrls: (await upload.json()).paths,
      coverImageIndex: 0,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const itemId: number = (await created.json()).item.id;
  await switchTo(page, DEMO.admin, DEMO_PASSWORD);
  expect((await page.request.post(`/api/admin/marketplace/${itemId}/approve`)).status()).toBe(200);
  return itemId;
}

test('Bruno’s open /messages shows Ana’s new message and the unread badge without a reload', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const content = `Chegou ao vivo ${Date.now().toString(36)} ${testInfo.project.name}`;
  const bruno = await loginAs(page, DEMO.subscriber2, DEMO_PASSWORD);
  // Every EventSource the page makes, to count those still open at the end (one per tab).
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const made: EventSource[] = [];
    (window as unknown as { liveStreams: EventSource[] }).liveStreams = made;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        made.push(this);
      }
    };
  });
  // The page's live stream answers once it is registered (its `ready` event is on the way).
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/notifications/stream') && r.status() === 200);
  await page.goto('/messages');
  await streamOpen;
  const headerBadge = phone
    ? page.getByTestId('unread-dot-badge')
    : page.getByRole('navigation', { name: 'Principal' }).getByTestId('unread-badge');
  await expect(page.getByRole('tab', { name: /Recebidas/ })).toBeVisible();
  const before = (await (await page.request.get('/api/messages/unread-count')).json()).count as number;
  const received = (await (await page.request.get('/api/messages/counts')).json()).received as number;
  if (before) await expect(headerBadge).toHaveText(new RegExp(`^${before}`));
  // Nothing reloads from here: a mark on the window would be lost with the page.
  await page.evaluate(() => {
    (window as unknown as { liveMark: number }).liveMark = 1;
  });

  // Ana, in her own request context (her own session), sends Bruno a message through the API.
  const ana = await playwright.request.newContext({ baseURL });
  try {
    expect((await ana.post('/api/login', { data: { email: DEMO.subscriber, password: DEMO_PASSWORD } })).status()).toBe(
      200,
    );
    const res = await ana.post('/api/messages', { data: { receiverId: bruno.id, content } });
    expect(res.status(), await res.text()).toBe(201);
  } finally {
    await ana.dispose();
  }

  const card = page.getByTestId('received-message').filter({ hasText: content });
  await expect(card).toBeVisible({ timeout: 5_000 });
  await expect(headerBadge).toHaveText(new RegExp(`^${before + 1}`));
  await expect(page.getByTestId('messages-unread-badge')).toHaveText(new RegExp(`^${before + 1}`));
  await expect(page.getByRole('tab', { name: `Recebidas (${received + 1})` })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(1);
  // One stream per tab: whatever was made, one is open now.
  const open = await page.evaluate(
    () => (window as unknown as { liveStreams: EventSource[] }).liveStreams.filter((e) => e.readyState !== 2).length,
  );
  expect(open).toBe(1);
  await page.screenshot({ path: `/tmp/live-messages-${testInfo.project.name}.png` });
});
