import { useEscapeToClose } from '@/hooks/use-escape-to-close';
import { useState } from 'react';
import { Controller, useForm, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { PROPOSED_MESSAGE } from '@/lib/change-reason-header';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { getErrorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/field-errors';
import { useSaveResource } from '../api/save-resource';
import type { FieldSpec, FormSpec, ResourceConfig } from '../resources/resource-config';
import { LogoField } from './logo-field';

interface ResourceFormProps<Row extends { id: string }> {
  config: ResourceConfig<Row>;
  form: FormSpec<Row>;
  /** null to create. */
  row: Row | null;
  onClose: () => void;
}

/** The inline create/edit form of any entity, built from its field list and validated by its contracts schema. */
export function ResourceForm<Row extends { id: string }>({ config, form: spec, row, onClose }: ResourceFormProps<Row>) {
  const defaults = row ? spec.toValues(row) : spec.empty;
  const [uploading, setUploading] = useState(false);
  const save = useSaveResource({ key: config.key, createPath: config.paths.create, updatePath: config.paths.update, row: config.row });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({ resolver: zodResolver(spec.schema as never), defaultValues: defaults, mode: 'onTouched' });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { proposed } = await save.mutateAsync({ id: row?.id, body });
      toast.success(proposed ? PROPOSED_MESSAGE : row ? config.messages.updated : config.messages.created);
      onClose();
    } catch (error) {
      applyFieldErrors({ setError }, error, { only: spec.fields.map((f) => f.name) });
      toast.error(getErrorMessage(error, config.messages.saveFailed));
    }
  });

  const errorOf = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  const renderField = (field: FieldSpec) => {
    if (field.kind === 'heading') {
      return (
        <div key={field.name} className="border-t border-slate-200 pt-4 sm:col-span-2 dark:border-slate-800">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{field.label}</h3>
          {field.description ? <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{field.description}</p> : null}
        </div>
      );
    }
    if (field.kind === 'logo') {
      return (
        <Controller
          key={field.name}
          name={field.name}
          control={control}
          render={({ field: f }) => (
            <LogoField
              label={field.label}
              value={String(f.value ?? '')}
              onChange={f.onChange}
              onBlur={f.onBlur}
              error={errorOf(field.name)}
              onUploadingChange={setUploading}
            />
          )}
        />
      );
    }
    return (
      <FormField key={field.name} label={field.label} error={errorOf(field.name)} required={field.kind === 'text' && field.required}>
        {(aria) =>
          field.kind === 'text' ? (
            <Input {...aria} type={field.type} placeholder={field.placeholder} {...register(field.name)} />
          ) : (
            <NativeSelect {...aria} {...register(field.name)}>
              {field.placeholder ? <option value="">{field.placeholder}</option> : null}
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          )
        }
      </FormField>
    );
  };

  const busy = isSubmitting || save.isPending;
  const closeOnEscape = useEscapeToClose(onClose, !busy);
  const title = row ? spec.titles.edit : spec.titles.create;
  return (
    <Card className="mb-6">
      <form onSubmit={onSubmit} noValidate aria-label={title} onKeyDown={closeOnEscape}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">{spec.fields.map(renderField)}</CardContent>
        <CardFooter className="justify-end">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Close Form
          </Button>
          <Button variant="outline" onClick={() => reset(defaults)} disabled={busy}>
            Reset
          </Button>
          <Button type="submit" loading={busy} disabled={uploading}>
            {busy ? spec.submitLabels.saving : row ? spec.submitLabels.edit : spec.submitLabels.create}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
