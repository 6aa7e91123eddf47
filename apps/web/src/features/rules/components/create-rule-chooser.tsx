import { useState } from 'react';
import toast from 'react-hot-toast';
import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PagedPicker } from '@/components/ui/paged-picker';
import { getBankPage, getProductPage, rowId, rowName, type NamedRow } from '../api/get-picker-options';
import { ruleKeys } from '../api/rule-keys';

export interface CreateRuleChooserProps {
  onCancel: () => void;
  onContinue: (bankId: string, productId: string) => void;
}

const TEXTS = { emptyText: 'No results found.', errorText: 'Could not load options', getValue: rowId, getLabel: rowName } as const;

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
        <FormField label="Bank" required>
          {(aria) => (
            <PagedPicker
              {...aria}
              {...TEXTS}
              queryKey={ruleKeys.options('banks')}
              fetchPage={getBankPage}
              value={bank ? rowId(bank) : ''}
              selectedLabel={bank ? rowName(bank) : undefined}
              onSelect={setBank}
              placeholder="Select bank"
              searchLabel="Search banks"
            />
          )}
        </FormField>
        <FormField label="Product" required>
          {(aria) => (
            <PagedPicker
              {...aria}
              {...TEXTS}
              queryKey={ruleKeys.options('products')}
              fetchPage={getProductPage}
              value={product ? rowId(product) : ''}
              selectedLabel={product ? rowName(product) : undefined}
              onSelect={setProduct}
              placeholder="Select product"
              searchLabel="Search products"
            />
          )}
        </FormField>
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
