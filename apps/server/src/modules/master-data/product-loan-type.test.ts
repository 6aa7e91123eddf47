import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { API } from '@lbo/contracts/api-paths';
import { PRODUCT_LOAN_TYPES } from '@lbo/contracts/master-data';
import { bearer } from '../../../test/test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { csvLines } from '../../../test/sheets';

/* Products carry a loan type: created (OTHER when not given), updated (kept when not given), listed, filtered, exported. */

const t = testAppForFile();
const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: bearer(t.token), payload });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.token) });
const create = async (payload: object) => {
  const res = await send('POST', API.product.createProduct, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string; loan_type: string };
};
const listed = async (query: string) => {
  const res = await get(`${API.product.getAllProducts}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.products as { name: string; loan_type: string }[]).map((p) => [p.name, p.loan_type]);
};

describe('the loan type of a product', () => {
  it('is OTHER when a create does not give it, and the given type otherwise', async () => {
    expect((await create({ name: 'Type Untold' })).loan_type).toBe('OTHER');
    const home = await create({ name: 'Type Griha', loan_type: 'HOME_LOAN' });
    expect(home.loan_type).toBe('HOME_LOAN');
    const read = await get(`${API.product.getProductById}?id=${home.id}`);
    expect(read.json().data).toMatchObject({ name: 'Type Griha', loan_type: 'HOME_LOAN' });
  });

  it('is kept by an update that does not give it, and changed by one that does', async () => {
    const product = await create({ name: 'Type Kept', loan_type: 'CAR_LOAN' });
    const renamed = await send('PUT', `${API.product.updateProduct}?id=${product.id}`, { name: 'Type Kept Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Type Kept Renamed', loan_type: 'CAR_LOAN' });
    const deactivated = await send('PUT', `${API.product.updateProduct}?id=${product.id}`, { is_active: false });
    expect(deactivated.json().data.loan_type).toBe('CAR_LOAN');
    const retyped = await send('PUT', `${API.product.updateProduct}?id=${product.id}`, { loan_type: 'EDUCATION_LOAN' });
    expect(retyped.json().data).toMatchObject({ name: 'Type Kept Renamed', loan_type: 'EDUCATION_LOAN', is_active: false });
  });

  it('refuses a type that is not one of the codes with 400 naming loan_type, on create, update and the list filter', async () => {
    const product = await create({ name: 'Type Refused' });
    const expected = `loan_type must be one of ${PRODUCT_LOAN_TYPES.join(', ')}`;
    for (const res of [
      await send('POST', API.product.createProduct, { name: 'Type Bad', loan_type: 'GOLD_LOAN' }),
      await send('POST', API.product.createProduct, { name: 'Type Words', loan_type: 'Home Loan' }),
      await send('PUT', `${API.product.updateProduct}?id=${product.id}`, { loan_type: 7 }),
      await get(`${API.product.getAllProducts}?loan_type=MORTGAGE`),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toEqual([expected]);
      expect(res.json().errors).toEqual({ loan_type: expected.replace('loan_type ', '') });
    }
    expect((await listed('search=Type Bad')).length + (await listed('search=Type Words')).length).toBe(0);
  });

  it('filters the list, with the status filter and the search, and "all" or blank lists every type', async () => {
    await create({ name: 'Filter Home Active', loan_type: 'HOME_LOAN' });
    const off = await create({ name: 'Filter Home Inactive', loan_type: 'HOME_LOAN' });
    await send('PUT', `${API.product.updateProduct}?id=${off.id}`, { is_active: false });
    await create({ name: 'Filter Personal', loan_type: 'PERSONAL_LOAN' });
    expect(await listed('search=Filter&loan_type=HOME_LOAN')).toEqual([
      ['Filter Home Active', 'HOME_LOAN'],
      ['Filter Home Inactive', 'HOME_LOAN'],
    ]);
    expect(await listed('search=Filter&loan_type=HOME_LOAN&is_active=true')).toEqual([['Filter Home Active', 'HOME_LOAN']]);
    expect(await listed('search=Filter&loan_type=PERSONAL_LOAN')).toEqual([['Filter Personal', 'PERSONAL_LOAN']]);
    expect(await listed('search=Filter&loan_type=CAR_LOAN')).toEqual([]);
    for (const all of ['', 'all']) expect(await listed(`search=Filter&loan_type=${all}`)).toHaveLength(3);
  });

  it('is exported in words, after the name, and the export follows the filter', async () => {
    await create({ name: 'Export Against Property', loan_type: 'LOAN_AGAINST_PROPERTY' });
    await create({ name: 'Export Untyped' });
    const csv = csvLines((await get(`${API.product.export}?format=csv&search=Export`)).body);
    expect(csv[0]!.split(',').slice(0, 3)).toEqual(['Product', 'Loan type', 'Status']);
    expect(csv.slice(1).map((line) => line.split(',').slice(0, 3))).toEqual([
      ['Export Against Property', 'Loan Against Property', 'Active'],
      ['Export Untyped', 'Other', 'Active'],
    ]);
    const xlsx = await get(`${API.product.export}?format=xlsx&search=Export&loan_type=LOAN_AGAINST_PROPERTY`);
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true });
    expect(rows.slice(1).map((r) => r.slice(0, 2))).toEqual([['Export Against Property', 'Loan Against Property']]);
  });

  it('keeps the list columns the specification gives, with the type in the answer', async () => {
    await create({ name: 'Answer Business', loan_type: 'BUSINESS_LOAN' });
    const [row] = (await get(`${API.product.getAllProducts}?search=Answer Business`)).json().data.products;
    expect(Object.keys(row).sort()).toEqual(['created_at', 'id', 'is_active', 'loan_type', 'name', 'updated_at']);
  });
});
