import { createElement, type HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A part of a card: the element with its own classes, to which a caller's className adds. */
function cardPart<E extends HTMLElement>(tag: 'div' | 'h2' | 'p', base: string, name: string) {
  const Part = ({ className, ...props }: HTMLAttributes<E>) => createElement(tag, { className: cn(base, className), ...props });
  Part.displayName = name;
  return Part;
}

export const Card = cardPart<HTMLDivElement>('div', 'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900', 'Card');
export const CardHeader = cardPart<HTMLDivElement>('div', 'flex flex-col gap-1 border-b border-slate-200 px-5 py-4 dark:border-slate-800', 'CardHeader');
export const CardTitle = cardPart<HTMLHeadingElement>('h2', 'text-base font-semibold text-slate-900 dark:text-white', 'CardTitle');
export const CardDescription = cardPart<HTMLParagraphElement>('p', 'text-sm text-slate-500 dark:text-slate-400', 'CardDescription');
export const CardContent = cardPart<HTMLDivElement>('div', 'px-5 py-4', 'CardContent');
export const CardFooter = cardPart<HTMLDivElement>('div', 'flex items-center gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800', 'CardFooter');
