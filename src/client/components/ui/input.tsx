import { cn } from '@client/lib/cn';
import type { ComponentProps } from 'react';
import { inputStyles } from './field-styles';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={cn(inputStyles, className)} {...props} />;
}
