import type { FormEventHandler, ReactNode } from 'react';
import { useEscapeToClose } from '@/hooks/use-escape-to-close';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

export interface AccessFormCardProps {
  /** The form's accessible name: 'Edit role', 'Create user'. */
  label: string;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Closes the form: its 'Close Form' button and Escape. */
  onDone: () => void;
  submitLabel: string;
  submitting: boolean;
  contentClassName: string;
  children: ReactNode;
}

/** The card the roles and users tabs open above their table to create or edit a row. */
export function AccessFormCard({ label, title, onSubmit, onDone, submitLabel, submitting, contentClassName, children }: AccessFormCardProps) {
  const closeOnEscape = useEscapeToClose(onDone);
  return (
    <Card className="mb-4">
      <form onSubmit={onSubmit} noValidate aria-label={label} onKeyDown={closeOnEscape}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
        <CardFooter className="justify-end">
          <Button variant="outline" onClick={onDone}>
            Close Form
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
