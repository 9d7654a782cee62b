// Every account mail's words (issue 30): pt-BR, HTML and plain text from one description, with the
// site's title from site config. Links are absolute, built from PUBLIC_URL by the caller.

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

interface MailParts {
  siteTitle: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Small print under the button (why the mail came, what to do if it was not you). */
  notes?: string[];
  /** A list under the paragraphs (the digest's notifications). */
  list?: { title: string; body: string }[];
  /** Non-security mails: the one-click unsubscribe page (works signed out). */
  unsubscribeUrl?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One mail in both forms: a plain layout that reads well in any client, and the same words as text. */
export function renderMail(p: MailParts): MailContent {
  const t = escapeHtml(p.siteTitle);
  const para = (s: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b">${escapeHtml(s)}</p>`;
  const note = (s: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#64748b">${escapeHtml(s)}</p>`;
  const button = p.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(p.button.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(p.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">Se o botão não abrir, copie este endereço no navegador:<br><a href="${escapeHtml(p.button.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(p.button.url)}</a></p>`
    : '';
  const list = p.list?.length
    ? `<ul style="margin:0 0 16px;padding:0 0 0 20px;color:#1e293b">${p.list
        .map(
          (i) =>
            `<li style="margin:0 0 8px;font-size:15px;line-height:1.4"><strong>${escapeHtml(i.title)}</strong><br><span style="color:#475569">${escapeHtml(i.body)}</span></li>`,
        )
        .join('')}</ul>`
    : '';
  const unsubscribe = p.unsubscribeUrl
    ? `<p style="margin:8px 0 0;font-size:12px;color:#94a3b8">Não quer mais estes emails? <a href="${escapeHtml(p.unsubscribeUrl)}" style="color:#64748b">Cancelar estes emails</a> (não precisa entrar na conta).</p>`
    : '';
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(p.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:14px;font-weight:bold;color:#1d4ed8">${t}</p>
<div style="background:#ffffff;border-radius:12px;padding:24px">
${para(p.greeting)}
${p.paragraphs.map(para).join('\n')}
${list}
${button}
${(p.notes ?? []).map(note).join('\n')}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">${t}</p>
${unsubscribe}
</div></body></html>`;
  const text = [
    p.greeting,
    '',
    ...p.paragraphs.flatMap((s) => [s, '']),
    ...(p.list?.length ? [...p.list.map((i) => `• ${i.title} — ${i.body}`), ''] : []),
    ...(p.button ? [`${p.button.label}: ${p.button.url}`, ''] : []),
    ...(p.notes ?? []).flatMap((s) => [s, '']),
    '—',
    p.siteTitle,
    ...(p.unsubscribeUrl ? ['', `Cancelar estes emails (não precisa entrar na conta): ${p.unsubscribeUrl}`] : []),
  ].join('\n');
  return { subject: p.subject, html, text };
}

const hello = (name: string) => `Olá, ${name}!`;

export const mailTexts = {
  verifyEmail: (siteTitle: string, name: string, url: string) =>
    renderMail({
      siteTitle,
      subject: `Confirme seu email — ${siteTitle}`,
      greeting: hello(name),
      paragraphs: ['Bem-vindo à comunidade! Para confirmar que este email é seu, toque no botão abaixo.'],
      button: { label: 'Confirmar meu email', url },
      notes: ['O link vale por 24 horas e só pode ser usado uma vez.', 'Se você não se cadastrou, ignore este email.'],
    }),

  resetPassword: (siteTitle: string, name: string, url: string) =>
    renderMail({
      siteTitle,
      subject: `Criar uma nova senha — ${siteTitle}`,
      greeting: hello(name),
      paragraphs: ['Recebemos um pedido para criar uma nova senha para a sua conta.'],
      button: { label: 'Criar nova senha', url },
      notes: [
        'O link vale por 1 hora e só pode ser usado uma vez.',
        'Se não foi você, ignore este email: sua senha continua a mesma.',
      ],
    }),

  passwordChanged: (siteTitle: string, name: string, loginUrl: string) =>
    renderMail({
      siteTitle,
      subject: `Sua senha foi alterada — ${siteTitle}`,
      greeting: hello(name),
      paragraphs: [
        'A senha da sua conta acabou de ser alterada. Por segurança, encerramos todas as sessões abertas: entre de novo com a nova senha.',
      ],
      button: { label: 'Entrar', url: loginUrl },
      notes: ['Se não foi você, peça uma nova senha agora e fale com o administrador pelo WhatsApp.'],
    }),

  changeEmail: (siteTitle: string, name: string, newEmail: string, url: string) =>
    renderMail({
      siteTitle,
      subject: `Confirme seu novo email — ${siteTitle}`,
      greeting: hello(name),
      paragraphs: [`Você pediu para usar ${newEmail} na sua conta. Toque no botão abaixo para confirmar a troca.`],
      button: { label: 'Confirmar novo email', url },
      notes: ['O link vale por 24 horas e só pode ser usado uma vez.', 'Se não foi você, ignore este email.'],
    }),

  emailChangeRequested: (siteTitle: string, name: string, newEmail: string) =>
    renderMail({
      siteTitle,
      subject: `Pedido de troca de email — ${siteTitle}`,
      greeting: hello(name),
      paragraphs: [
        `Alguém conectado à sua conta pediu para trocar o email para ${newEmail}. A troca só vale depois de confirmada pelo novo endereço.`,
      ],
      notes: ['Se não foi você, troque sua senha agora e fale com o administrador pelo WhatsApp.'],
    }),

  emailChanged: (siteTitle: string, name: string, newEmail: string) =>
    renderMail({
      siteTitle,
      subject: `Seu email foi alterado — ${siteTitle}`,
      greeting: hello(name),
      paragraphs: [`O email da sua conta agora é ${newEmail}. Os próximos avisos vão para lá.`],
      notes: ['Se não foi você, fale com o administrador pelo WhatsApp o quanto antes.'],
    }),

  newSignIn: (
    siteTitle: string,
    name: string,
    seen: { browser: string; system: string; when: string },
    sessionsUrl: string,
  ) =>
    renderMail({
      siteTitle,
      subject: `Novo acesso à sua conta — ${siteTitle}`,
      greeting: hello(name),
      paragraphs: [
        `Sua conta foi acessada de um navegador que ainda não conhecíamos: ${seen.browser} no ${seen.system}, em ${seen.when} (horário de Dublin).`,
      ],
      button: { label: 'Ver minhas sessões', url: sessionsUrl },
      notes: [
        'Se foi você, não precisa fazer nada.',
        'Se não foi você, toque em “Encerrar” nessa sessão e troque sua senha agora.',
      ],
    }),

  twoFactorChanged: (siteTitle: string, name: string, on: boolean, settingsUrl: string) =>
    renderMail({
      siteTitle,
      subject: on
        ? `Verificação em duas etapas ativada — ${siteTitle}`
        : `Verificação em duas etapas desativada — ${siteTitle}`,
      greeting: hello(name),
      paragraphs: [
        on
          ? 'A verificação em duas etapas foi ativada na sua conta: a partir de agora, entrar pede também o código do aplicativo autenticador. Guarde os códigos de recuperação em um lugar seguro.'
          : 'A verificação em duas etapas foi desativada na sua conta: entrar agora pede só a senha.',
      ],
      button: { label: 'Ver a segurança da conta', url: settingsUrl },
      notes: ['Se não foi você, troque sua senha agora e fale com o administrador pelo WhatsApp.'],
    }),

  digest: (siteTitle: string, name: string, d: DigestParts) => digestMail(siteTitle, name, d),
};

/** The daily digest's content. */
export interface DigestParts {
  items: { title: string; body: string }[];
  total: number;
  /** More unread than were read (the total is a floor). */
  more: boolean;
  when: string;
  openUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

/** Issue 30: the daily digest of unread notifications (a non-security mail: it can be cancelled). */
export function digestMail(siteTitle: string, name: string, d: DigestParts): MailContent {
  const count = d.more ? `mais de ${d.total - 1}` : String(d.total);
  const plural = d.total === 1 ? 'notificação não lida' : 'notificações não lidas';
  const rest = d.total - d.items.length;
  return renderMail({
    siteTitle,
    subject: `Resumo do dia: ${count} ${plural} — ${siteTitle}`,
    greeting: hello(name),
    paragraphs: [`Você tem ${count} ${plural} desde o último resumo:`],
    list: d.items,
    button: { label: 'Ver notificações', url: d.openUrl },
    notes: [
      ...(rest > 0 ? [`E ${d.more ? 'mais' : rest} outras no aplicativo.`] : []),
      `Resumo enviado em ${d.when} (horário de Dublin) porque você ligou os emails em Configurações. Escolha o que chega por email em ${d.settingsUrl}.`,
    ],
    unsubscribeUrl: d.unsubscribeUrl,
  });
}

/** A moment as Dublin reads it, in pt-BR ('26/11/2026 às 14:05'). */
export function dublinTime(at: Date): string {
  const f = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'Europe/Dublin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (t: string) => f.find((x) => x.type === t)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}:${part('minute')}`;
}
