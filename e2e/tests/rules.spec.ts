import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { pickOption } from '../support/picker';
import { signIn } from '../support/sign-in';

/*
 * Acceptance 3 of the business-rules issue: rules for a new bank and product are created
 * through all ten tabs (the specification's nine and Charges) with Save & Next, then reopened in view mode where every value is
 * shown and every input is disabled.
 */

type Values = Record<string, string>;

/** A field by its label; required fields carry a trailing '*'. */
function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

async function fill(scope: Page | Locator, values: Values) {
  for (const [label, value] of Object.entries(values)) {
    const control = field(scope, label);
    const tag = await control.evaluate((el) => el.tagName);
    if (tag === 'SELECT') await control.selectOption({ label: value });
    else await control.fill(value);
  }
}

async function expectShown(scope: Page | Locator, values: Values) {
  for (const [label, value] of Object.entries(values)) {
    const control = field(scope, label);
    await expect(control, label).toBeDisabled();
    const tag = await control.evaluate((el) => el.tagName);
    if (tag === 'SELECT') await expect(control.locator('option:checked'), label).toHaveText(value);
    // ₹ amounts (text inputs, not number ones) are shown grouped the Indian way: 25,000; 1,50,000.
    else if ((await control.getAttribute('type')) === 'text' && /^\d+$/.test(value)) await expect(control, label).toHaveValue(grouped(value));
    else await expect(control, label).toHaveValue(value);
  }
}

const grouped = (digits: string) => new Intl.NumberFormat('en-IN').format(Number(digits));

const suffix = Date.now().toString(36);
const BANK = `E2E Rules Bank ${suffix}`;
const PRODUCT = `E2E Rules Product ${suffix}`;

const GENERAL: Values = {
  'Min Age': '21',
  'Max Age': '58',
  'Max Age without CIBIL': '45',
  'Min Months at Present Residence': '6',
  'Non-listed Min Salary': '35000',
  'Non-listed Max Tenure (months)': '48',
  'Non-listed Max Loan Amount': '1000000',
  'Min Salary': '25000',
  'Min Loan Amount': '50000',
  'Max Loan Amount': '4000000',
  'High Salary Threshold': '100000',
  'High Salary Max Loan Amount': '5000000',
  'Interest Rate (% p.a.)': '11.25',
  'High CIBIL Interest Rate (% p.a.)': '10.75',
  'Min Tenure (months)': '12',
  'Max Tenure (months)': '60',
  'High Salary Threshold for Tenure': '75000',
  'High Salary Max Tenure (months)': '72',
  'CIBIL Required': 'Yes',
  'Min CIBIL Score': '700',
  'High CIBIL Threshold': '780',
  'Bachelor Allowed': 'Yes',
  'Hostel / PG Allowed': 'No',
  'Listed Company Only': 'No',
  'Metro City Only': 'Yes',
  'Current Address Proof Required': 'Yes',
  'Permanent Address Proof Required': 'No',
  'House-owned Proof Required': 'No',
  Active: 'Yes',
};
const MULTIPLIER: Values[] = [
  { Category: 'CAT A', 'Min Salary': '0', 'Max Salary': '50000', Multiplier: '16' },
  { Category: 'Default (no category)', 'Min Salary': '50000', 'Max Salary': '', Multiplier: '12.5' },
];
const FOIR: Values[] = [{ Category: 'CAT A', 'Min Salary': '0', 'Max Salary': '', 'FOIR %': '55', 'FOIR % with Secured': '60.5' }];
const EMPLOYMENT: Values = { 'Present Employment (min months)': '6', 'Total Employment (min months)': '24', Active: 'Yes', 'Valid From': '2025-04-01' };
const BANK_TRANSFER: Values = {
  'Min EMIs Paid': '9',
  'Max BT Count': '3',
  'Min BT Amount': '100000',
  'Max BT Amount': '3000000',
  'App Loan BT Allowed': 'Yes',
  'App Loan BT Threshold': '100000',
  'BT of OD Allowed': 'No',
  Active: 'Yes',
};
const OBLIGATION: Values = {
  'EMIs Pending (loan about to close)': '3',
  'HL Co-applicant % Obligated on EMI': '50',
  'GL Sanction % Obligated': '10',
  'CC Outstanding % Obligated': '5',
  'CC Waive-off % of NTH': '12.5',
  Active: 'Yes',
};
const CIBIL: Values = {
  'Total Enquiries Last 7 Days': '2',
  'Total Enquiries Last 30 Days': '4',
  'Total Enquiries Last 90 Days': '8',
  'Total Enquiries Last 180 Days': '12',
  Active: 'Yes',
};
const REGISTRATION: Values[] = [
  { 'Registration Type': 'Government', 'Min Salary': '20000', 'Max Age': '60', Active: 'Yes' },
  { 'Registration Type': 'LLP', 'Min Salary': '30000', 'Max Age': '58', Active: 'No' },
];
const BANK_SALARY: Values[] = [
  {
    Category: 'CAT A',
    'Min Salary': '25000',
    'Conditional Min Salary': '20000',
    'Max Tenure (months)': '60',
    'Max Loan Amount': '2500000',
    Active: 'Yes',
    'CIBIL threshold for tenure': '750',
    'Tenure for CIBIL threshold cross': '72',
    'Max Age': '58',
    'Null CIBIL Max Loan Amount': '200000',
    'Null CIBIL Max Tenure (months)': '36',
    'Null CIBIL Nth Threshold': '50000',
    'Null CIBIL Nth Max Loan Amount': '400000',
    'Null CIBIL Nth Max Tenure (months)': '48',
    Remarks: 'CAT A employers',
  },
];

const CHARGES: Values = { 'Processing Fee %': '1.5', 'Processing Fee Min (₹)': '2500', 'Stamp Duty (₹)': '500', 'Cooling-off Period (days)': '3' };

/** Save & Next, then the reason dialog (a valid tab asks why; an invalid one stops before asking). */
async function saveAndNext(page: Page, { valid = true } = {}) {
  await page.getByRole('button', { name: 'Save & Next' }).click();
  if (!valid) return;
  const why = page.getByRole('dialog', { name: /^Save / });
  await why.getByLabel(/Reason for this change/).fill('E2E: rules for a new pair');
  await why.getByRole('button', { name: 'Save', exact: true }).click();
}

/** One tab of a new pair: its heading shows, its values go in, Save & Next, and its saved message shows. */
async function saveTab(page: Page, heading: string, enter: () => Promise<void>, saved: string) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await enter();
  await saveAndNext(page);
  await expect(page.getByText(saved)).toBeVisible();
}

const cards = (page: Page) => page.getByTestId('rule-card');

async function addRows(page: Page, rows: Values[]) {
  for (const row of rows) {
    await page.getByRole('button', { name: 'Add Rule' }).click();
    await fill(cards(page).last(), row);
  }
}

async function expectRows(page: Page, rows: Values[]) {
  await expect(cards(page)).toHaveCount(rows.length);
  for (const [i, row] of rows.entries()) await expectShown(cards(page).nth(i), row);
  await expect(page.getByRole('button', { name: 'Add Rule' })).toHaveCount(0);
  // View mode hides delete; only the registration rules keep it, disabled, as the spec describes.
  if ((await page.getByRole('heading', { name: 'Registration Type Rules' }).count()) === 0) {
    await expect(page.getByRole('button', { name: /Delete rule/ })).toHaveCount(0);
  }
  for (const button of await page.getByRole('button', { name: /Delete rule/ }).all()) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('title', 'Cannot delete in view mode');
  }
}

test.describe('business rules', () => {
  test('creates rules for a new bank and product through all ten tabs, then shows them read-only', async ({ page, request }) => {
    test.slow();
    const token = await apiToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request.post('/api/bank/createBank', { headers: auth, data: { name: BANK } })).ok()).toBe(true);
    expect((await request.post('/api/product/createProduct', { headers: auth, data: { name: PRODUCT } })).ok()).toBe(true);

    await signIn(page);
    await page.goto('/rules-management');
    await expect(page.getByRole('heading', { name: 'Business Rules' })).toBeVisible();
    await expect(page.getByText('Manage your business rules and configurations')).toBeVisible();
    await page.getByRole('button', { name: 'Create New Rule' }).click();

    // The chooser: both pickers are searchable; Continue is disabled until both are chosen.
    await expect(page.getByText('Create New Rule')).toBeVisible();
    const proceed = page.getByRole('button', { name: 'Continue to Create' });
    await expect(proceed).toBeDisabled();
    await pickOption(page, { field: /Bank/, searchLabel: 'Search banks', search: suffix, option: BANK, shows: BANK });
    await expect(proceed).toBeDisabled();
    await pickOption(page, { field: /Product/, searchLabel: 'Search products', search: suffix, option: PRODUCT, shows: PRODUCT });
    await proceed.click();
    await expect(page).toHaveURL(/mode=create/);
    await expect(page.getByTestId('editor-bank-name')).toHaveText(BANK);
    await expect(page.getByTestId('editor-product-name')).toHaveText(PRODUCT);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText([
      'General-Eligibility',
      'Multiplier',
      'Foir',
      'Employment',
      'Bank-Transfer',
      'Obligation-Type',
      'Cibil-Enquiry',
      'Registration-Type',
      'Bank-Salary',
      'Charges',
    ]);

    // 1. General eligibility: a bad value stops Save & Next on the tab.
    await fill(page, { ...GENERAL, 'Max Age': '18' });
    await saveAndNext(page, { valid: false });
    await expect(page.getByText('Max should be ≥ Min where both provided')).toBeVisible();
    await expect(page.getByText('Save failed — fix errors before continuing')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'General-Eligibility' })).toHaveAttribute('aria-selected', 'true');
    await fill(page, { 'Max Age': GENERAL['Max Age']! });
    await page.getByRole('checkbox', { name: 'Government' }).click();
    await page.getByRole('checkbox', { name: 'LLP' }).click();
    await saveAndNext(page);
    await expect(page.getByText('General Eligibility created')).toBeVisible();

    // 2. Multiplier, with the unsaved-row removal path.
    await expect(page.getByRole('heading', { name: 'Multiplier Rules' })).toBeVisible();
    await expect(page.getByText('No multiplier rules configured. Click "Add Rule" to create one.')).toBeVisible();
    await addRows(page, MULTIPLIER);
    await page.getByRole('button', { name: 'Add Rule' }).click();
    await cards(page)
      .last()
      .getByRole('button', { name: /Delete rule/ })
      .click();
    await expect(page.getByText('Rule removed')).toBeVisible();
    await saveAndNext(page);
    await expect(page.getByText('Multiplier rules saved successfully')).toBeVisible();

    // 3–9: each tab shows its heading, takes its values and says it saved them.
    await saveTab(page, 'FOIR Rules', () => addRows(page, FOIR), 'FOIR rules saved successfully');
    await saveTab(page, 'Employment Rule', () => fill(page, EMPLOYMENT), 'Employment rule created successfully');
    await saveTab(
      page,
      'Bank Transfer Criteria',
      async () => {
        await fill(page, BANK_TRANSFER);
        await field(page, 'Special Conditions (JSON)').fill('{"notes": "Top-up after 12 EMIs"}');
      },
      'Bank Transfer rule created successfully',
    );
    await saveTab(page, 'Obligation Type', () => fill(page, OBLIGATION), 'Obligation rule created');
    await saveTab(page, 'CIBIL Enquiry Rule', () => fill(page, CIBIL), 'Cibil enquiry rule created');
    await saveTab(
      page,
      'Registration Type Rules',
      async () => {
        await expect(page.getByText('Configure rules per registration type')).toBeVisible();
        await expect(page.getByText('No registration rules configured. Click "Add Rule" to create one.')).toBeVisible();
        await addRows(page, REGISTRATION);
      },
      'Registration rules saved successfully',
    );
    await saveTab(
      page,
      'Bank Salary Rules',
      async () => {
        await expect(page.getByText('No bank salary rules configured.')).toBeVisible();
        await addRows(page, BANK_SALARY);
      },
      'Bank Salary rules saved successfully',
    );

    // 10. Charges (beyond the specification's nine): the last tab stays put after saving.
    await expect(page.getByRole('tab', { name: 'Charges' })).toHaveAttribute('aria-selected', 'true');
    await fill(page, CHARGES);
    await saveAndNext(page);
    await expect(page.getByText('Charges created successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Charges' })).toHaveAttribute('aria-selected', 'true');

    // The rules list now has the pair, found by its bank name; open it in view mode.
    await page.getByRole('button', { name: 'Back to rules list' }).click();
    await page.getByRole('searchbox', { name: /Search/ }).fill(BANK);
    const row = page.getByRole('row', { name: new RegExp(PRODUCT) });
    await expect(row).toContainText('Administrator');
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} IST/);
    await row.getByRole('button', { name: /View rules/ }).click();
    await expect(page).toHaveURL(/mode=view/);
    await expect(page.getByTestId('editor-bank-name')).toHaveText(BANK);
    await expect(page.getByRole('button', { name: 'Save & Next' })).toHaveCount(0);

    const open = async (tab: string) => {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    };

    await expectShown(page, GENERAL);
    await expect(page.getByRole('checkbox', { name: 'Government' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'LLP' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Partnership' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Government' })).toBeDisabled();

    // Each tab in the wizard's order, with what it must show of the seeded rules.
    const walk: [tab: string, check: () => Promise<void>][] = [
      ['Multiplier', () => expectRows(page, MULTIPLIER)],
      ['Foir', () => expectRows(page, FOIR)],
      ['Employment', () => expectShown(page, EMPLOYMENT)],
      [
        'Bank-Transfer',
        async () => {
          await expectShown(page, BANK_TRANSFER);
          await expect(field(page, 'Special Conditions (JSON)')).toBeDisabled();
          await expect(field(page, 'Special Conditions (JSON)')).toHaveValue(/"notes": "Top-up after 12 EMIs"/);
        },
      ],
      ['Obligation-Type', () => expectShown(page, OBLIGATION)],
      ['Cibil-Enquiry', () => expectShown(page, CIBIL)],
      ['Registration-Type', () => expectRows(page, REGISTRATION)],
      ['Bank-Salary', () => expectRows(page, BANK_SALARY)],
    ];
    for (const [tab, check] of walk) {
      await open(tab);
      await check();
    }

    // Previous walks back; the history panel lists what was created.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('tab', { name: 'Registration-Type' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await expect(history.getByTestId('history-entry').first()).toBeVisible();
    await expect(history.getByText('Bank-Salary').first()).toBeVisible();
    await expect(history.getByText('General-Eligibility').first()).toBeVisible();
  });
});
