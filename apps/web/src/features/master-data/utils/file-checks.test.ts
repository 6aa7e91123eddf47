import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, LOGO_MESSAGES } from '@lbo/contracts/master-data';
import { ApiError } from '@/lib/api-client';
import { checkImportFile, checkLogoFile, logoUploadErrorMessage } from './file-checks';

const fileOf = (name: string, size: number, type = '') => new File([new Uint8Array(size)], name, { type });

describe('import file checks', () => {
  it('asks for a file, an Excel type and at most 5 MB', () => {
    expect(checkImportFile(null, 'companies')).toBe(IMPORT_MESSAGES.noExcelFile);
    expect(checkImportFile(null, 'mappings')).toBe(IMPORT_MESSAGES.noExcelCsvFile);
    expect(checkImportFile(fileOf('a.csv', 10), 'cities')).toBe(IMPORT_MESSAGES.excelTypeInvalid);
    expect(checkImportFile(fileOf('a.pdf', 10), 'mappings')).toBe(IMPORT_MESSAGES.excelCsvTypeInvalid);
    expect(checkImportFile(fileOf('a.CSV', 10), 'mappings')).toBeNull();
    expect(checkImportFile(fileOf('a.xls', 10), 'companies')).toBeNull();
    expect(checkImportFile(fileOf('a.xlsx', 5 * 1024 * 1024 + 1), 'companies')).toBe(IMPORT_MESSAGES.tooLarge);
    expect(checkImportFile(fileOf('a.xlsx', 5 * 1024 * 1024), 'companies')).toBeNull();
  });
});

describe('logo checks', () => {
  it('refuses more than 2 MB and non-images, and words upload failures as the spec does', () => {
    expect(checkLogoFile(fileOf('l.png', 2 * 1024 * 1024 + 1, 'image/png'))).toBe(LOGO_MESSAGES.tooLarge);
    expect(checkLogoFile(fileOf('l.pdf', 10, 'application/pdf'))).toBe(LOGO_MESSAGES.notAnImage);
    expect(checkLogoFile(fileOf('l.gif', 10, 'image/gif'))).toBeNull();
    expect(logoUploadErrorMessage(new ApiError({ status: 413, messages: ['File too large'] }))).toBe(LOGO_MESSAGES.tooLarge413);
    expect(logoUploadErrorMessage(new ApiError({ status: 400, messages: ['Only JPEG, PNG or GIF images are allowed.'] }))).toBe(
      'Only JPEG, PNG or GIF images are allowed.',
    );
    expect(logoUploadErrorMessage(new Error('network'))).toBe(LOGO_MESSAGES.failed);
  });
});
