import { Card, CardContent } from '../ui/card';
import { PageHeader } from '../ui/page-header';

/** The pages the spec keeps as placeholders: a title and one line of text. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent className="py-10 text-center text-slate-500 dark:text-slate-400">
          <p>{`Content for ${title} goes here.`}</p>
        </CardContent>
      </Card>
    </>
  );
}
