import { expect, type Locator, type Page } from '@playwright/test';
import { pickOption } from './picker';

/** Picks the applicant's employer or city through its searchable picker. */
const pick = (page: Page, field: 'Company' | 'City', search: string, option: RegExp) =>
  pickOption(page, { field, searchLabel: field === 'Company' ? 'Search companies' : 'Search cities', search, option });

/** The wizard's first step for Asha Rao (an Infosys employee in Mumbai), then Run CIBIL Analysis. */
export async function fillApplicant(page: Page) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Rao');
  await page.getByRole('spinbutton', { name: 'Age', exact: true }).fill('30');
  await page.getByRole('spinbutton', { name: 'CIBIL Score', exact: true }).fill('750');
  await page.getByRole('textbox', { name: 'Monthly Salary (₹)', exact: true }).fill('60000');
  // A listed employer and a metro city: the pickers tag them.
  await pick(page, 'Company', 'Infosys', /Infosys.*Listed/);
  await pick(page, 'City', 'Mumbai', /Mumbai.*Metro/);
  await page.getByRole('textbox', { name: 'Requested Loan Amount (₹)', exact: true }).fill('500000');
  await expect(page.getByText('₹5,00,000')).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Requested Tenure (Months)', exact: true }).fill('36');
  await page.getByRole('spinbutton', { name: 'Current Employment (Months)', exact: true }).fill('24');
  await page.getByRole('spinbutton', { name: 'Total Employment (Months)', exact: true }).fill('60');
  await page.getByRole('spinbutton', { name: 'Months at Present Residence', exact: true }).fill('24');
  await page.getByRole('group', { name: 'Married', exact: true }).getByText('Yes').click();
  await page.getByRole('group', { name: 'House Owned', exact: true }).getByText('No').click();
  await page.getByRole('group', { name: 'Home Loan with Spouse', exact: true }).getByText('No').click();
  await page.getByRole('checkbox', { name: 'Current Address Proof' }).click();
  await page.getByRole('checkbox', { name: 'Permanent Address Proof' }).click();
  await page.getByRole('button', { name: 'Run CIBIL Analysis →' }).click();
}

/** A personal loan of ₹1,20,000 outstanding, ₹8,000 a month, in a loan row of the second step. */
export async function fillPersonalLoan(loan: Locator) {
  await loan.getByRole('textbox', { name: 'Bank Name', exact: true }).fill('HDFC Bank');
  await loan.getByRole('combobox', { name: 'Loan Type' }).selectOption('Personal Loan');
  await loan.getByRole('spinbutton', { name: 'Outstanding (₹)', exact: true }).fill('120000');
  await loan.getByRole('spinbutton', { name: 'EMI Amount (₹)', exact: true }).fill('8000');
  await loan.getByRole('spinbutton', { name: 'EMIs Paid', exact: true }).fill('12');
  await loan.getByRole('spinbutton', { name: 'EMIs Pending', exact: true }).fill('24');
}
