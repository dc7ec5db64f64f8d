import { cn } from '@client/lib/cn';
import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { labelStyles } from './field-styles';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={cn(labelStyles, className)} {...props} />;
}
