import type { FormEventHandler, ReactNode } from 'react';
import { useEscapeToClose } from '@/hooks/use-escape-to-close';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

export interface AccessFormCardProps {
  /** 'Role', 'User': the form's name, title and submit button say it (as the tab's create button does). */
  noun: string;
  /** The name of the row being edited; none when creating one. */
  editing: string | undefined;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Closes the form: its 'Close Form' button and Escape. */
  onDone: () => void;
  submitting: boolean;
  contentClassName: string;
  children: ReactNode;
}

/** The card the roles and users tabs open above their table to create or edit a row. */
export function AccessFormCard({ noun, editing, onSubmit, onDone, submitting, contentClassName, children }: AccessFormCardProps) {
  const closeOnEscape = useEscapeToClose(onDone);
  const creating = editing === undefined;
  return (
    <Card className="mb-4">
      <form onSubmit={onSubmit} noValidate aria-label={`${creating ? 'Create' : 'Edit'} ${noun.toLowerCase()}`} onKeyDown={closeOnEscape}>
        <CardHeader>
          <CardTitle>{creating ? `Create New ${noun}` : `Edit ${noun}: ${editing}`}</CardTitle>
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
        <CardFooter className="justify-end">
          <Button variant="outline" onClick={onDone}>
            Close Form
          </Button>
          <Button type="submit" loading={submitting}>
            {`${creating ? 'Create' : 'Update'} ${noun}`}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
