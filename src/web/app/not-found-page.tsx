import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Card } from '../ui/card.js';

export default function NotFoundPage() {
  useDocumentTitle(PAGE_TITLES.notFound);
  return (
    <div className="flex min-h-[60dvh] w-full items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-md p-6">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-slate-600">Did you forget to add the page to the router?</p>
      </Card>
    </div>
  );
}
