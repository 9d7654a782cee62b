import { useQuery, useQueryClient } from '@tanstack/react-query';
import Copy from 'lucide-react/icons/copy';
import Crown from 'lucide-react/icons/crown';
import Eye from 'lucide-react/icons/eye';
import FileText from 'lucide-react/icons/file-text';
import LogIn from 'lucide-react/icons/log-in';
import MessageCircle from 'lucide-react/icons/message-circle';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import type { Rental, RentalContact } from '../../contract/account-rentals.js';
import { whatsappLink } from '../../contract/account-rentals-labels.js';
import { t } from '../../contract/i18n.js';
import { ApiError, errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { featurePaths, paths } from '../lib/paths.js';
import { Button, buttonClass } from '../ui/button.js';
import { ContactAlert } from '../ui/contact-alert.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/toast.js';
import { VerifyContactLink } from '../ui/verify-contact-link.js';
import { useRenterChecklist } from './api/checklist.js';
import { revealContact, useRevealContact } from './api/reveal-contact.js';
import { weeklyPriceText } from './rental-format.js';
import { RentalGuideLinks } from './rental-guide-links.js';

const box = 'rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm';
// Issue 33: the renter's checklist, fetched only for a member who has not ticked it this year.
const RenterChecklist = lazy(() => import('./renter-checklist.js').then((m) => ({ default: m.RenterChecklist })));

/** Issue 33: the agreement template, linked wherever the contact is. */
function AgreementLink() {
  return (
    <p className="mt-2 flex items-start gap-1.5 text-xs text-slate-600">
      <FileText className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        {t('Combinem por escrito:')}{' '}
        <Link href={featurePaths.agreement()} className="font-semibold text-brand-700 underline">
          {t('modelo de acordo')}
        </Link>
        .
      </span>
    </p>
  );
}

/** Spec section 4: not logged in, no membership, entitled, loading, revealed, session expired. */
export function ContactBlock({ rental }: { rental: Rental }) {
  const { isAuthenticated, hasMemberAccess, isAdmin } = useUser();
  const reveal = useRevealContact(rental.id);
  const qc = useQueryClient();
  // Spec: an active subscription, admin, super admin (hasMemberAccess) or the rental's owner.
  const entitled = hasMemberAccess || rental.isOwner;
  const checklist = useRenterChecklist(isAuthenticated && entitled && !rental.isOwner && !isAdmin && !rental.isFake);
  // Shared by the card and its detail dialog: revealed once, shown in both.
  const { data: contact } = useQuery<RentalContact>({
    queryKey: ['account-rentals', 'contact', rental.id],
    queryFn: () => revealContact(rental.id),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [expired, setExpired] = useState(false);

  if (rental.isFake) {
    return <p className={box}>{t('Anúncio de exemplo: sem contato disponível.')}</p>;
  }
  if (expired) {
    return (
      <div className={box} data-testid="contact-expired">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <ShieldAlert className="h-4 w-4 text-red-600" aria-hidden="true" /> {t('Autenticação Necessária')}
        </p>
        <Link href={paths.login()} className={buttonClass('primary', 'sm', 'mt-2 w-full')}>
          {t('Fazer Login Novamente')}
        </Link>
      </div>
    );
  }
  if (!isAuthenticated) {
    return (
      <div className={box}>
        <p className="text-slate-700">{t('Entre na sua conta para ver o contato.')}</p>
        <Link href={paths.login()} className={buttonClass('primary', 'sm', 'mt-2 w-full')}>
          <LogIn className="h-4 w-4" aria-hidden="true" /> {t('Entrar')}
        </Link>
        <RentalGuideLinks className="mt-2" />
      </div>
    );
  }
  if (!entitled) {
    return (
      <div className={box}>
        <p className="font-semibold text-slate-900">{t('Assinatura necessária para ver contatos')}</p>
        <Link href={paths.subscribe()} className={buttonClass('accent', 'sm', 'mt-2 w-full')}>
          <Crown className="h-4 w-4" aria-hidden="true" /> {t('Assinar Agora')}
        </Link>
        <RentalGuideLinks className="mt-2" />
      </div>
    );
  }
  if (reveal.isPending || checklist.isLoading) {
    return (
      <div className={box}>
        <Spinner label={t('Carregando contato...')} />
      </div>
    );
  }
  if (contact?.whatsapp) return <Revealed rental={rental} contact={contact} />;

  const onReveal = async () => {
    try {
      const c = await reveal.mutateAsync();
      if (!c.whatsapp) toast({ title: t('Contato não disponível'), variant: 'destructive' });
      else
        toast({
          title: t('Contato revelado!'),
          description: t('Informações carregadas com sucesso.'),
          variant: 'success',
        });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        setExpired(true);
        toast({
          title: t('Sessão expirada'),
          description: t('Sua sessão expirou. Por favor, faça login novamente para acessar os contatos.'),
          variant: 'destructive',
        });
        return;
      }
      // The checklist's year ended since it was read: ask for it again.
      if (err instanceof ApiError && err.status === 403)
        void qc.invalidateQueries({ queryKey: ['account-rentals', 'checklist'] });
      toast({ title: t('Erro'), description: errorMessage(err, t('Erro desconhecido')), variant: 'destructive' });
    }
  };
  if (checklist.data && !checklist.data.valid)
    return (
      <>
        <Suspense fallback={<Spinner label={t('Carregando...')} />}>
          <RenterChecklist rentalId={rental.id} onDone={() => void onReveal()} />
        </Suspense>
        <AgreementLink />
        <RentalGuideLinks className="mt-2" />
      </>
    );
  return (
    <>
      <Button className="w-full" onClick={onReveal}>
        <Eye className="h-4 w-4" aria-hidden="true" /> {t('Revelar Contato')}
      </Button>
      <VerifyContactLink className="mt-2" />
      <AgreementLink />
      <RentalGuideLinks className="mt-2" />
    </>
  );
}

function Revealed({ rental, contact }: { rental: Rental; contact: RentalContact }) {
  const href = whatsappLink(contact.whatsapp, rental.appName, weeklyPriceText(rental.weeklyPrice));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(contact.whatsapp);
      toast({ title: t('Copiado!'), variant: 'success' });
    } catch {
      toast({ title: t('Erro'), description: t('Não foi possível copiar.'), variant: 'destructive' });
    }
  };
  return (
    <div className={box} data-testid="contact-revealed">
      <ContactAlert alert={contact.alert} className="mb-2" />
      <p className="text-xs text-slate-500">{t('WhatsApp')}</p>
      <p className="text-base font-bold text-slate-900">{contact.whatsapp}</p>
      {contact.revealCount !== undefined && (
        <p className="mt-1 text-xs text-slate-600">
          {contact.revealCount === 1
            ? t('1 membro revelou este contato')
            : t('{n} membros revelaram este contato', { n: contact.revealCount })}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('primary', 'sm', 'flex-1 bg-green-600 hover:bg-green-700')}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('WhatsApp')}
        </a>
        <Button variant="outline" size="sm" onClick={copy} aria-label={t('Copiar número')}>
          <Copy className="h-4 w-4" aria-hidden="true" /> {t('Copiar')}
        </Button>
      </div>
      <VerifyContactLink className="mt-2" />
      <AgreementLink />
      <RentalGuideLinks className="mt-2" />
    </div>
  );
}
