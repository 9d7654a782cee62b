import { ArrowLeft, CalendarPlus, ShieldX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useUser } from '../lib/auth.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';

const REDIRECT_MS = 1000; // spec: non-admins are sent back to /events after 1 second

export default function CreateEventPage() {
  const { isAdmin } = useUser();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (isAdmin) return;
    const timer = setTimeout(() => navigate('/events'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isAdmin, navigate]);

  if (!isAdmin) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <EmptyState icon={<ShieldX />} title="Acesso Restrito" className="bg-white py-14">
          <p>Apenas administradores podem criar eventos.</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <Link href="/events" className={buttonClass('ghost', 'sm', '-ml-3 mb-2 text-slate-600')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar aos Eventos
      </Link>
      <PageHeader title="Criar Novo Evento" subtitle="Título, descrição, local, data, vagas e imagem do evento" />
      {/* The creation form ships with the events issue. */}
      <EmptyState icon={<CalendarPlus />} title="Formulário de eventos em publicação" className="bg-white">
        <p>A criação de eventos está sendo liberada para a administração. Volte em breve.</p>
      </EmptyState>
    </div>
  );
}
