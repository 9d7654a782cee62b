import ArrowLeft from 'lucide-react/icons/arrow-left';
import ShieldX from 'lucide-react/icons/shield-x';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { canCreateEvents } from '../../contract/event-access.js';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';
import { Spinner } from '../ui/spinner.js';
import { useEvent } from './api/get-event.js';
import { EventForm } from './event-form.js';

const REDIRECT_MS = 1000; // spec: non-admins are sent back to /events after 1 second

/** /events/create, and /events/create?edit={id} for an admin editing an event. */
export default function CreateEventPage() {
  // The events service's rule (contract): the same check decides the button and the form.
  const { user } = useUser();
  const isAdmin = !!user && canCreateEvents(user);
  const [, navigate] = useLocation();
  const editId = Number(new URLSearchParams(useSearch()).get('edit')) || null;
  useDocumentTitle(editId ? t('Editar Evento') : PAGE_TITLES.eventCreate);
  const existing = useEvent(isAdmin ? editId : null);

  useEffect(() => {
    if (isAdmin) return;
    const timer = setTimeout(() => navigate(paths.events()), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isAdmin, navigate]);

  if (!isAdmin) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState icon={<ShieldX />} title={t('Acesso Restrito')} className="bg-white py-14">
          <p>{t('Apenas administradores podem criar eventos.')}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link href={paths.events()} className={buttonClass('ghost', 'sm', '-ml-3 mb-2 text-slate-600')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('Voltar aos Eventos')}
      </Link>
      <PageHeader
        title={editId ? t('Editar Evento') : t('Criar Novo Evento')}
        subtitle={t('Título, descrição, local, data, vagas e imagem do evento')}
      />
      {editId && existing.isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : editId && !existing.data ? (
        <EmptyState title={t('Evento não encontrado')} className="bg-white" />
      ) : (
        <EventForm key={existing.data?.id ?? 'new'} event={existing.data} />
      )}
    </div>
  );
}
