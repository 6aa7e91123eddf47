import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { PROFILE_MESSAGES, type ProfileResponse } from '@lbo/contracts/shortener';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

const formSchema = z.object({
  firstName: z.string().trim().max(50, PROFILE_MESSAGES.firstNameTooLong),
  lastName: z.string().trim().max(50, PROFILE_MESSAGES.lastNameTooLong),
  company: z.string().trim().max(100, PROFILE_MESSAGES.companyTooLong),
});
type Values = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

/** First name, last name and company; e-mail and role are shown but not editable here. */
export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    mode: 'all',
    values: { firstName: profile.firstName, lastName: profile.lastName, company: profile.company },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      toast.success(saved.message || PROFILE_MESSAGES.updated);
      reset({ firstName: saved.firstName, lastName: saved.lastName, company: saved.company });
    } catch (error) {
      toast.error(getErrorMessage(error, PROFILE_MESSAGES.updateFailed));
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate aria-label="Personal information">
        <CardHeader>
          <CardTitle>Personal Information</CardTitle>
          <CardDescription>Your name as colleagues see it, and the company you work for.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...register('firstName')} />}
          </FormField>
          <FormField label="Last Name" error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...register('lastName')} />}
          </FormField>
          <FormField label="Company" error={errors.company?.message} className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="organization" {...register('company')} />}
          </FormField>
          <FormField label="Email" hint="The e-mail you sign in with cannot be changed here." className="sm:col-span-2">
            {(control) => (
              <Input
                {...control}
                value={profile.email}
                readOnly
                aria-readonly
                className="cursor-not-allowed bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
              />
            )}
          </FormField>
        </CardContent>
        <CardFooter className="justify-end">
          <Button variant="outline" onClick={() => reset()} disabled={!isDirty || isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save Changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
