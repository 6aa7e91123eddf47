import { useState } from 'react';
import toast from 'react-hot-toast';
import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PagedPicker } from '@/components/ui/paged-picker';
import type { FetchPickerPage } from '@/components/ui/paged-picker-source';
import { getBankPage, getProductPage, rowId, rowName, type NamedRow } from '../api/get-picker-options';
import { ruleKeys } from '../api/rule-keys';

export interface CreateRuleChooserProps {
  onCancel: () => void;
  onContinue: (bankId: string, productId: string) => void;
}

const TEXTS = { emptyText: 'No results found.', errorText: 'Could not load options', getValue: rowId, getLabel: rowName } as const;

interface RowPickerProps {
  label: 'Bank' | 'Product';
  kind: 'banks' | 'products';
  fetchPage: FetchPickerPage<NamedRow>;
  row: NamedRow | null;
  onSelect: (row: NamedRow) => void;
}

function RowPicker({ label, kind, fetchPage, row, onSelect }: RowPickerProps) {
  return (
    <FormField label={label} required>
      {(aria) => (
        <PagedPicker
          {...aria}
          {...TEXTS}
          queryKey={ruleKeys.options(kind)}
          fetchPage={fetchPage}
          value={row ? rowId(row) : ''}
          selectedLabel={row ? rowName(row) : undefined}
          onSelect={onSelect}
          placeholder={`Select ${label.toLowerCase()}`}
          searchLabel={`Search ${kind}`}
        />
      )}
    </FormField>
  );
}

/** mode=create without a pair: pick the bank and the product first. */
export function CreateRuleChooser({ onCancel, onContinue }: CreateRuleChooserProps) {
  const [bank, setBank] = useState<NamedRow | null>(null);
  const [product, setProduct] = useState<NamedRow | null>(null);

  const proceed = () => {
    if (!bank || !product) {
      toast.error(RULE_MESSAGES.selectBoth);
      return;
    }
    onContinue(rowId(bank), rowId(product));
  };

  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle>Create New Rule</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <RowPicker label="Bank" kind="banks" fetchPage={getBankPage} row={bank} onSelect={setBank} />
        <RowPicker label="Product" kind="products" fetchPage={getProductPage} row={product} onSelect={setProduct} />
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={proceed} disabled={!bank || !product}>
          Continue to Create
        </Button>
      </CardFooter>
    </Card>
  );
}
