import { Component, type ReactNode } from 'react';
import { useLocation } from 'wouter';

type Props = { children: ReactNode; path: string };

/**
 * A page that cannot render (its code did not arrive: offline, a page never opened before, or a
 * new version replaced it) shows this in place of the page, with the header still there, instead of
 * taking the whole app down to a blank screen. Cleared by going to another page.
 */
class Boundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.path });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt === null || (failedAt && failedAt !== this.props.path)) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="text-lg font-bold text-slate-900">Não foi possível abrir esta página.</p>
        <p className="mt-2 text-slate-600">Verifique sua conexão e tente de novo.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-xl bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
        >
          Tentar novamente
        </button>
      </div>
    );
  }
}

export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return <Boundary path={path}>{children}</Boundary>;
}
