import { type ClassValue, clsx } from 'clsx';

/** Class names joined (tailwind-merge left out: 8 KB gzip of first-load budget for little gain). */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
