import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Copy, Link2 } from 'lucide-react';
import { SHORT_ID_MAX, SHORT_ID_MIN } from '@lbo/contracts/limits';
import { destinationSchema, META_VALUE_MAX_LENGTH, SHORTENER_MESSAGES, type ShortUrlItem } from '@lbo/contracts/shortener';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useCreateShortUrl } from '../api/create-short-url';
import { copyShortUrl } from '../utils/copy-text';
import { wholeNumberInputProps } from '@/lib/whole-number-input';

const digitsOrEmpty = (v: string) => v === '' || /^\d+$/.test(v);

const formSchema = z.object({
  destination: destinationSchema,
  utm_source: z.string().trim().max(META_VALUE_MAX_LENGTH, `UTM source must be at most ${META_VALUE_MAX_LENGTH} characters`),
  campaign_id: z.string().trim().max(META_VALUE_MAX_LENGTH, `Campaign ID must be at most ${META_VALUE_MAX_LENGTH} characters`),
  ttlSeconds: z.string().trim().refine(digitsOrEmpty, SHORTENER_MESSAGES.ttlInvalid),
  preferredLength: z
    .string()
    .trim()
    .refine((v) => v === '' || (digitsOrEmpty(v) && Number(v) >= SHORT_ID_MIN && Number(v) <= SHORT_ID_MAX), SHORTENER_MESSAGES.preferredLength),
});
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const EMPTY: Values = { destination: '', utm_source: '', campaign_id: '', ttlSeconds: '', preferredLength: '' };

/** The create form (spec §5); the new link is shown under it with a copy button. */
export function CreateShortUrlForm() {
  const create = useCreateShortUrl();
  const [created, setCreated] = useState<ShortUrlItem | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({ resolver: zodResolver(formSchema), mode: 'all', defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const item = await create.mutateAsync({
        destination: values.destination,
        meta: { utm_source: values.utm_source || undefined, campaign_id: values.campaign_id || undefined },
        ttlSeconds: values.ttlSeconds === '' ? undefined : Number(values.ttlSeconds),
        preferredLength: values.preferredLength === '' ? undefined : Number(values.preferredLength),
      });
      toast.success(SHORTENER_MESSAGES.created);
      setCreated(item);
      reset(EMPTY);
    } catch (error) {
      const field = isApiError(error) ? error.fieldErrors.destination : undefined;
      if (field) setError('destination', { message: field }, { shouldFocus: true });
      toast.error(getErrorMessage(error, SHORTENER_MESSAGES.createFailed));
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Create short URL">
        <CardHeader>
          <CardTitle>Create Short URL</CardTitle>
          <CardDescription>Shorten a campaign link; clicks are counted with their country and referrer.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
          <FormField label="Destination URL" error={errors.destination?.message} required className="md:col-span-2 xl:col-span-4">
            {(control) => <Input {...control} type="url" placeholder="https://www.example.com/offer" autoComplete="off" {...register('destination')} />}
          </FormField>
          <FormField label="UTM Source" error={errors.utm_source?.message}>
            {(control) => <Input {...control} placeholder="newsletter" autoComplete="off" {...register('utm_source')} />}
          </FormField>
          <FormField label="Campaign ID" error={errors.campaign_id?.message}>
            {(control) => <Input {...control} placeholder="diwali-2025" autoComplete="off" {...register('campaign_id')} />}
          </FormField>
          <FormField label="TTL (seconds)" error={errors.ttlSeconds?.message} hint="Empty or 0: never expires">
            {(control) => <Input {...control} type="number" min={0} step={1} placeholder="0" {...wholeNumberInputProps} {...register('ttlSeconds')} />}
          </FormField>
          <FormField label="Preferred length" error={errors.preferredLength?.message} hint={`${SHORT_ID_MIN}–${SHORT_ID_MAX} characters (default 7)`}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={SHORT_ID_MIN}
                max={SHORT_ID_MAX}
                step={1}
                placeholder="7"
                {...wholeNumberInputProps}
                {...register('preferredLength')}
              />
            )}
          </FormField>
        </CardContent>
        <CardFooter className="flex-wrap justify-between">
          {created ? (
            <p className="flex min-w-0 items-center gap-2 text-sm text-slate-600 dark:text-slate-300" data-testid="created-short-url">
              <Link2 className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              <a href={created.shortUrl} target="_blank" rel="noreferrer" className="truncate font-medium text-indigo-600 hover:underline dark:text-indigo-400">
                {created.shortUrl}
              </a>
              <Button variant="ghost" size="sm" onClick={() => void copyShortUrl(created.shortUrl)} aria-label="Copy the new short URL">
                <Copy className="size-4" aria-hidden="true" />
              </Button>
            </p>
          ) : (
            <span />
          )}
          <Button type="submit" loading={isSubmitting}>
            Shorten URL
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
