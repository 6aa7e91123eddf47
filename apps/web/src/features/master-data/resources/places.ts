import {
  cityCreateSchema,
  companyCreateSchema,
  MASTER_MESSAGES as M,
  REGISTRATION_TYPE_LABELS,
  REGISTRATION_TYPES,
  salaryCategoryCreateSchema,
  type CityDto,
  type CompanyDto,
  type SalaryCategoryDto,
} from '@lbo/contracts/master-data';
import type { ResourceConfig } from './resource-config';
import { API } from '@lbo/contracts/api-paths';

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
] as const;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const DASH = '—';

export const companiesResource: ResourceConfig<CompanyDto> = {
  key: 'company',
  tabLabel: 'Company',
  title: 'Companies Management',
  description: 'Manage the employers applicants work for',
  entityLabel: 'Company',
  addLabel: 'Add Company',
  searchPlaceholder: 'Search companies…',
  paths: {
    list: API.company.getAllCompanies,
    create: API.company.createcompany,
    update: API.company.updatecompany,
    remove: API.company.deleteCompany,
  },
  listKeys: ['companies'],
  pageSize: 25,
  columns: [
    { id: 'company_name', header: 'Company', cell: (row) => row.company_name, sortable: true },
    {
      id: 'registration_type',
      header: 'Registration',
      cell: (row) => (row.registration_type ? REGISTRATION_TYPE_LABELS[row.registration_type] : DASH),
      sortable: true,
    },
    { id: 'is_listed', header: 'Listed', cell: (row) => yesNo(row.is_listed), sortable: true },
  ],
  rowName: (row) => row.company_name,
  messages: {
    created: M.companyCreated,
    updated: M.companyUpdated,
    deleted: M.companyDeleted,
    saveFailed: 'Failed to save company',
    fetchFailed: M.fetchCompaniesFailed,
    deleteFailed: (message) => `Failed to delete company: ${message || 'Unknown error'}`,
  },
  form: {
    fields: [
      { kind: 'text', name: 'company_name', label: 'Company Name', placeholder: 'e.g. Infosys', required: true },
      {
        kind: 'select',
        name: 'registration_type',
        label: 'Registration Type',
        placeholder: 'Select registration type',
        options: REGISTRATION_TYPES.map((value) => ({ value, label: REGISTRATION_TYPE_LABELS[value] })),
      },
      { kind: 'select', name: 'is_listed', label: 'Listed', options: YES_NO },
    ],
    schema: companyCreateSchema,
    empty: { company_name: '', registration_type: '', is_listed: 'false' },
    toValues: (row) => ({ company_name: row.company_name, registration_type: row.registration_type ?? '', is_listed: String(row.is_listed) }),
    titles: { create: 'Create Company', edit: 'Edit Company' },
    submitLabels: { create: 'Create Company', edit: 'Update Company', saving: 'Saving...' },
  },
  importSpec: {
    kind: 'companies',
    path: API.company.importCompanies,
    templatePath: API.company.importTemplate,
    templateName: 'companies-import-template.xlsx',
    title: 'Import Companies',
  },
};

export const citiesResource: ResourceConfig<CityDto> = {
  key: 'city',
  tabLabel: 'City',
  title: 'Cities Management',
  description: 'Manage the cities applicants live in',
  entityLabel: 'City',
  addLabel: 'Add City',
  searchPlaceholder: 'Search cities…',
  paths: { list: API.cities.getAllcities, create: API.cities.createcity, update: API.cities.updateCity, remove: API.cities.deleteCity },
  listKeys: ['cities'],
  pageSize: 25,
  columns: [
    { id: 'city_name', header: 'City', cell: (row) => row.city_name, sortable: true },
    { id: 'state', header: 'State', cell: (row) => row.state, sortable: true },
    { id: 'is_metro', header: 'Metro', cell: (row) => yesNo(row.is_metro), sortable: true },
  ],
  rowName: (row) => row.city_name,
  messages: {
    created: M.cityCreated,
    updated: M.cityUpdated,
    deleted: M.cityDeleted,
    saveFailed: M.saveCityFailed,
    fetchFailed: M.fetchCitiesFailed,
    deleteFailed: (message) => message || M.deleteFailed,
  },
  form: {
    fields: [
      { kind: 'text', name: 'city_name', label: 'City Name', placeholder: 'e.g. Pune', required: true },
      { kind: 'text', name: 'state', label: 'State', placeholder: 'e.g. Maharashtra', required: true },
      { kind: 'select', name: 'is_metro', label: 'Metro City', options: YES_NO },
    ],
    schema: cityCreateSchema,
    empty: { city_name: '', state: '', is_metro: 'false' },
    toValues: (row) => ({ city_name: row.city_name, state: row.state, is_metro: String(row.is_metro) }),
    titles: { create: 'Create City', edit: 'Edit City' },
    submitLabels: { create: 'Create City', edit: 'Update City', saving: 'Saving...' },
  },
  importSpec: {
    kind: 'cities',
    path: API.cities.importCities,
    templatePath: API.cities.importTemplate,
    templateName: 'cities-import-template.xlsx',
    title: 'Import Cities',
  },
};

export const categoriesResource: ResourceConfig<SalaryCategoryDto> = {
  key: 'category',
  tabLabel: 'Category',
  title: 'Category Management',
  description: 'Manage the salary categories banks sort employers into',
  entityLabel: 'Category',
  addLabel: 'Add Category',
  searchPlaceholder: 'Search categories…',
  paths: {
    list: API.salarycategory.getAllSalaryCategories,
    create: API.salarycategory.createSalaryCategory,
    update: API.salarycategory.updateSalaryCategory,
    remove: API.salarycategory.deleteSalaryCategory,
  },
  listKeys: ['salaryCategories', 'categories'],
  pageSize: 25,
  columns: [{ id: 'name', header: 'Category', cell: (row) => row.name, sortable: true }],
  rowName: (row) => row.name,
  messages: {
    created: M.categoryCreated,
    updated: M.categoryUpdated,
    deleted: M.categoryDeleted,
    saveFailed: M.saveCategoryFailed,
    fetchFailed: M.fetchCategoriesFailed,
    deleteFailed: (message) => message || M.deleteFailed,
  },
  form: {
    fields: [{ kind: 'text', name: 'name', label: 'Category Name', placeholder: 'e.g. CAT A', required: true }],
    schema: salaryCategoryCreateSchema,
    empty: { name: '' },
    toValues: (row) => ({ name: row.name }),
    titles: { create: 'Create Category', edit: 'Edit Category' },
    submitLabels: { create: 'Create Category', edit: 'Update Category', saving: 'Saving...' },
  },
};
