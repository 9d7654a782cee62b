import Search from 'lucide-react/icons/search';
import type { InputHTMLAttributes } from 'react';
import { Input } from './input.js';

/** A search box with its magnifier; give it an aria-label (there is no visible label). */
export function SearchInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <Input type="search" className="pl-10" {...props} />
    </div>
  );
}
