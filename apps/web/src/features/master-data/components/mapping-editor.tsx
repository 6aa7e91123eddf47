import { useEscapeToClose } from '@/hooks/use-escape-to-close';
import { useEffect, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { MASTER_MESSAGES as M, type MappingDto } from '@lbo/contracts/master-data';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { PagedPicker } from '@/components/ui/paged-picker';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { YesNoSelect } from '@/components/ui/yes-no-select';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDeleteResource } from '../api/delete-resource';
import { useMappingsFor } from '../api/get-mapping';
import { companyPickerKey, getCompanyPage, useOptions } from '../api/get-options';
import { useSaveMappingRules } from '../api/save-mapping-rules';
import { companyCopy } from '../resources/companies.copy';
import { MAPPING_SCREEN_MESSAGES as S } from '../resources/mappings.copy';
import type { EditorProps } from '../resources/resource-config';
import { newRule, rulesToSave, toDraft, validateRules, type RuleDraft, type RuleErrors } from '../utils/mapping-rules';
import { API } from '@lbo/contracts/api-paths';

const DELETE_PATH = API.bankcompanycategory.deleteBankCompanyCategory;
const RULE_GRID = 'sm:grid-cols-[minmax(0,1fr)_12rem_6rem_2.5rem] sm:items-start';

function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
      {message}
    </p>
  ) : null;
}

/** The row being edited first, then the rest as listed. */
function editedFirst(rules: RuleDraft[], id: string | undefined): RuleDraft[] {
  const at = rules.findIndex((r) => r.id === id);
  return at <= 0 ? rules : [rules[at]!, ...rules.slice(0, at), ...rules.slice(at + 1)];
}

/**
 * The Bank-Company-Category editor (part 2 §2): choose a bank and a product,
 * then edit that pair's company → category rules and save them together.
 */
export function MappingEditor({ row, onClose }: EditorProps<MappingDto>) {
  const [bankId, setBankId] = useState(row?.bank_id ?? '');
  const closeOnEscape = useEscapeToClose(onClose);
  const [productId, setProductId] = useState(row?.product_id ?? '');
  const [touched, setTouched] = useState(false);
  const [draft, setDraft] = useState<{ pair: string; rules: RuleDraft[] } | null>(null);
  const [errors, setErrors] = useState<Record<string, RuleErrors>>({});
  const [deleting, setDeleting] = useState<RuleDraft | null>(null);
  const banks = useOptions('bank');
  const products = useOptions('product');
  const categories = useOptions('category');
  const existing = useMappingsFor(bankId, productId);
  const save = useSaveMappingRules();
  const remove = useDeleteResource(DELETE_PATH);
  const chosen = bankId !== '' && productId !== '';

  // The rules shown are the chosen pair's, loaded when the pair changes; a background
  // refetch (after a delete) does not throw away rules being edited.
  const pair = `${bankId}/${productId}`;
  if (existing.data && draft?.pair !== pair) {
    setDraft({ pair, rules: editedFirst(existing.data.map(toDraft), row?.id) });
    setErrors({});
  }
  const rules = draft?.pair === pair ? draft.rules : null;
  const setRules = (change: (rules: RuleDraft[]) => RuleDraft[]) => setDraft((d) => (d ? { ...d, rules: change(d.rules) } : d));

  useEffect(() => {
    if (existing.error) toast.error(row ? S.loadMappingForEditFailed : S.fetchMappingsFailed, { id: 'mapping-editor-load' });
  }, [existing.error, row]);

  const update = (key: string, patch: Partial<RuleDraft>) => {
    setRules((current) => current.map((r) => (r.key === key ? { ...r, ...patch, dirty: true } : r)));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const removeRule = (rule: RuleDraft) => {
    if (!rule.id) {
      setRules((current) => current.filter((r) => r.key !== rule.key));
      toast.success(S.ruleRemoved);
      return;
    }
    setDeleting(rule);
  };

  const confirmDelete = async () => {
    if (!deleting?.id) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      setRules((current) => current.filter((r) => r.key !== deleting.key));
      toast.success(M.mappingDeleted);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to delete rule'));
      throw error;
    }
  };

  const submit = async () => {
    if (!rules) return;
    const found = validateRules(rules);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(S.fixValidationErrors);
      return;
    }
    try {
      await save.mutateAsync({ bankId, productId, rules: rulesToSave(rules) });
      toast.success(S.mappingsSaved);
      onClose();
    } catch (error) {
      toast.error(getErrorMessage(error, S.saveMappingsFailed));
    }
  };

  const canSave = chosen && (rules?.length ?? 0) > 0 && !save.isPending;
  const categoryOptions = categories.data ?? [];
  const title = row ? 'Edit Bank-Company-Category Rules' : 'Create Bank-Company-Category Rules';
  const pairFields = [
    { label: 'Bank', value: bankId, set: setBankId, options: banks.data ?? [], error: M.bankRequired },
    { label: 'Product', value: productId, set: setProductId, options: products.data ?? [], error: M.productRequired },
  ];
  return (
    <Card className="mb-6" onKeyDown={closeOnEscape}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {pairFields.map(({ label, value, set, options, error }) => (
            <FormField key={label} label={label} required error={touched && !value ? error : undefined}>
              {(aria) => (
                <Select
                  {...aria}
                  value={value}
                  onValueChange={(v) => {
                    set(v);
                    setTouched(true);
                  }}
                  options={options}
                  placeholder={`Select ${label.toLowerCase()}`}
                  onBlur={() => setTouched(true)}
                />
              )}
            </FormField>
          ))}
        </div>

        {!chosen ? null : rules === null ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : (
          <div className="space-y-3">
            <div className="flex items-center justify-between">
              <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Company-category rules ({rules.length})</h3>
              <Button variant="outline" size="sm" onClick={() => setRules((current) => [newRule(), ...current])}>
                <Plus className="size-4" aria-hidden="true" />
                Add Rule
              </Button>
            </div>
            {rules.length === 0 ? (
              <EmptyState title={S.emptyMappingRules} className="rounded-lg border border-dashed border-slate-300 py-8 dark:border-slate-700" />
            ) : (
              <div className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
                <div
                  aria-hidden="true"
                  className={cn(
                    RULE_GRID,
                    'hidden bg-slate-50 px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:grid dark:bg-slate-800/50',
                  )}
                >
                  <span>Company</span>
                  <span>Category</span>
                  <span>Active</span>
                  <span />
                </div>
                <ul className="max-h-[28rem] divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800" aria-label="Company-category rules">
                  {rules.map((rule, index) => {
                    const e = errors[rule.key];
                    const n = index + 1;
                    return (
                      <li
                        key={rule.key}
                        className={cn(RULE_GRID, 'grid gap-2 px-3 py-2', rule.id && rule.id === row?.id && 'bg-indigo-50/60 dark:bg-indigo-500/10')}
                      >
                        <div>
                          <PagedPicker
                            aria-label={`Company of rule ${n}`}
                            aria-invalid={e?.company ? true : undefined}
                            queryKey={companyPickerKey}
                            fetchPage={getCompanyPage}
                            getValue={(company) => company.id}
                            getLabel={(company) => company.company_name}
                            value={rule.company_id}
                            selectedLabel={rule.company_name}
                            onSelect={(company) => update(rule.key, { company_id: company.id, company_name: company.company_name })}
                            placeholder="Select company"
                            searchLabel="Search companies"
                            emptyText="No companies found."
                            errorText={companyCopy.toasts.fetchFailed}
                          />
                          <FieldError message={e?.company} />
                        </div>
                        <div>
                          <NativeSelect
                            aria-label={`Category of rule ${n}`}
                            aria-invalid={e?.category ? true : undefined}
                            value={rule.category_id}
                            onChange={(ev) => update(rule.key, { category_id: ev.target.value })}
                          >
                            <option value="">Select category</option>
                            {categoryOptions.map((o) => (
                              <option key={o.value} value={o.value}>
                                {o.label}
                              </option>
                            ))}
                          </NativeSelect>
                          <FieldError message={e?.category} />
                        </div>
                        <YesNoSelect
                          aria-label={`Active of rule ${n}`}
                          value={String(rule.is_active)}
                          onChange={(ev) => update(rule.key, { is_active: ev.target.value === 'true' })}
                        />
                        <Button variant="ghost" size="icon" aria-label={`Remove rule ${n}`} onClick={() => removeRule(rule)}>
                          <Trash2 className="size-4" aria-hidden="true" />
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </div>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
          Close Form
        </Button>
        <Button onClick={() => void submit()} disabled={!canSave} loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Rules'}
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Rule"
        description={deleting ? `Delete the rule for "${deleting.company_name}"? This cannot be undone.` : undefined}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
