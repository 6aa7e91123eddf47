import { PageHeader } from '@/components/ui/page-header';

export function ShortenerPage() {
  return <PageHeader title="URL Shortener" />;
}
