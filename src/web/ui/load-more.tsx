import { t } from '../../contract/i18n.js';
import { Button } from './button.js';

/** The part of an infinite query the button needs. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** 'Carregar mais' under a paged list ('Carregando...' while the page comes); nothing on the last page. */
export function LoadMore({
  query,
  centered = false,
  className,
}: {
  query: Pages;
  centered?: boolean;
  className?: string;
}) {
  if (!query.hasNextPage) return null;
  const button = (
    <Button
      variant="outline"
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? t('Carregando...') : t('Carregar mais')}
    </Button>
  );
  return centered ? <div className="mt-6 flex justify-center">{button}</div> : button;
}
