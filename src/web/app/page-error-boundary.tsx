import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';

/**
 * A page that cannot render (its code did not arrive: offline, a page never opened before, or a
 * new version replaced it) shows this in place of the page, with the header still there, instead of
 * taking the whole app down to a blank screen. A new one per address: going elsewhere clears it.
 */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="px-4 py-16 text-center">
        <p className="font-bold">{t('Não foi possível abrir esta página. Verifique sua conexão.')}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-4 font-semibold text-emerald-700 underline"
        >
          {t('Tentar novamente')}
        </button>
      </div>
    );
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return <Boundary key={path}>{children}</Boundary>;
}
