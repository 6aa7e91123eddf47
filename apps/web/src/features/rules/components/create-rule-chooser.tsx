import { useState } from 'react';
import toast from 'react-hot-toast';
import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import type { PickerOption } from '../api/get-picker-options';
import { PagedPicker } from './paged-picker';

export interface CreateRuleChooserProps {
  onCancel: () => void;
  onContinue: (bankId: string, productId: string) => void;
}

/** mode=create without a pair: pick the bank and the product first. */
export function CreateRuleChooser({ onCancel, onContinue }: CreateRuleChooserProps) {
  const [bank, setBank] = useState<PickerOption | null>(null);
  const [product, setProduct] = useState<PickerOption | null>(null);

  const proceed = () => {
    if (!bank || !product) {
      toast.error(RULE_MESSAGES.selectBoth);
      return;
    }
    onContinue(bank.id, product.id);
  };

  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle>Create New Rule</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField label="Bank" required>
          {(aria) => <PagedPicker kind="banks" value={bank} onChange={setBank} placeholder="Select bank" searchPlaceholder="Search banks…" {...aria} />}
        </FormField>
        <FormField label="Product" required>
          {(aria) => <PagedPicker kind="products" value={product} onChange={setProduct} placeholder="Select product" searchPlaceholder="Search products…" {...aria} />}
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
