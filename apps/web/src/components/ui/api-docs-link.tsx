import { BookOpen } from 'lucide-react';
import { API } from '@lbo/contracts/api-paths';
import { buttonClasses } from './button';

/**
 * The API documentation: the OpenAPI document's browsable page, served by the API itself (open to
 * signed-in users), in a new tab. Partners' calls are under its `partners` tag.
 */
export function ApiDocsLink() {
  return (
    <a href={API.docs.base} target="_blank" rel="noreferrer" className={buttonClasses('outline')}>
      <BookOpen className="size-4" aria-hidden="true" />
      API documentation
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
