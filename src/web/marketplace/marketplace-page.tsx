import Crown from 'lucide-react/icons/crown';
import Package from 'lucide-react/icons/package';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import UserRound from 'lucide-react/icons/user-round';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { SaveSearchButton } from '../saved-searches/save-search-button.js';
import { buttonClass } from '../ui/button.js';
import { Chip } from '../ui/chip.js';
import { Input } from '../ui/input.js';
import { PageHeader } from '../ui/page-header.js';
import { ItemGrid } from './item-grid.js';
import { LIST_CHIPS, useListFilters } from './use-list-filters.js';

const SEARCH_DEBOUNCE_MS = 350; // one request per pause in typing, not per key (4G)

export default function MarketplacePage() {
  useDocumentTitle(PAGE_TITLES.marketplace);
  const { isAuthenticated, hasMemberAccess: canCreate, isAdmin } = useUser(); // spec: active subscribers or admins
  const filters = useListFilters();
  const [text, setText] = useState(filters.q);

  // The URL is the source of truth: follow it when it changes from outside (back button, a link).
  // (A trailing space the user is still typing is not a change.)
  useEffect(() => setText((cur) => (cur.trim() === filters.q ? cur : filters.q)), [filters.q]);

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => filters.setQuery(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters]);

  const filtered = !!(filters.q || filters.type || filters.category);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <PageHeader
        title={t('Marketplace')}
        subtitle={t('Compre, venda, troque e doe equipamentos com outros entregadores')}
        actions={
          canCreate && (
            <>
              <Link
                href={paths.marketplaceCreate()}
                className={buttonClass('primary', 'md', 'w-full sm:order-2 sm:w-auto')}
              >
                <Plus className="h-4 w-4" aria-hidden="true" /> {t('Criar Novo Anúncio')}
              </Link>
              <Link href={paths.myItems()} className={buttonClass('outline', 'md', 'w-full sm:w-auto')}>
                <Package className="h-4 w-4" aria-hidden="true" /> {t('Meus Anúncios')}
              </Link>
            </>
          )
        }
      />

      {!isAuthenticated ? (
        <Banner
          icon={<UserRound className="h-5 w-5" aria-hidden="true" />}
          title={t('Você está navegando como visitante')}
          text={t('Entre para contatar vendedores e anunciar seus itens.')}
        >
          {/* The spec's 'Entrar' points at /api/login, which only redirects to /login. */}
          <Link href={paths.login()} className={buttonClass('primary', 'sm')}>
            {t('Entrar')}
          </Link>
          <Link href={paths.register()} className={buttonClass('outline', 'sm')}>
            {t('Cadastrar')}
          </Link>
        </Banner>
      ) : (
        !canCreate && (
          <Banner
            icon={<Crown className="h-5 w-5" aria-hidden="true" />}
            title={t('Assinatura necessária')}
            text={t('Com a assinatura ativa você anuncia itens e fala com os vendedores.')}
          >
            <Link href={paths.subscribe()} className={buttonClass('accent', 'sm')}>
              {t('Assinar Agora')}
            </Link>
          </Banner>
        )
      )}

      <div className="mb-5 space-y-3">
        <form
          role="search"
          className="relative"
          onSubmit={(e) => {
            e.preventDefault();
            filters.setQuery(text);
            (document.activeElement as HTMLElement | null)?.blur(); // close the phone keyboard
          }}
        >
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            enterKeyHint="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('Buscar por título ou descrição...')}
            aria-label={t('Buscar itens')}
            maxLength={100}
            className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              aria-label={t('Limpar busca')}
              onClick={() => {
                setText('');
                filters.setQuery('');
              }}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-slate-500 hover:text-slate-800"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          )}
        </form>
        {/* One scrolling row on phones instead of three wrapped ones. */}
        <div
          role="group"
          aria-label={t('Categorias')}
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
        >
          {LIST_CHIPS.map((c) => (
            <Chip key={c.key} active={filters.chip === c.key} onClick={() => filters.setChip(c.key)}>
              {c.label}
            </Chip>
          ))}
        </div>
        {filtered && (
          <SaveSearchButton
            kind="item"
            filters={{ q: filters.q, type: filters.type, category: filters.category }}
            suggestedName={filters.q || LIST_CHIPS.find((c) => c.key === filters.chip)!.label}
          />
        )}
      </div>

      <ItemGrid
        filter={{ q: filters.q || undefined, type: filters.type, category: filters.category }}
        filtered={filtered}
        showApproval={isAdmin}
        onClear={() => {
          setText('');
          filters.setChip('all');
          filters.setQuery('');
        }}
      />
    </div>
  );
}

function Banner({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div
      className="mb-5 flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="marketplace-banner"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
          {icon}
        </span>
        <div>
          <p className="font-semibold text-slate-900">{title}</p>
          <p className="text-sm text-slate-600">{text}</p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">{children}</div>
    </div>
  );
}
