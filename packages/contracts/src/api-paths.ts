/**
 * Every path of the API, once: the server registers these patterns (`:name` is a path
 * parameter) and the web calls them, filling parameters with `pathTo`. Grouped by the first
 * segment after /api; the names are the specification's (part 1 §7, part 2 §7).
 */
export const API = {
  adminAuth: {
    login: '/api/adminAuth/login',
    logout: '/api/adminAuth/logout',
    me: '/api/adminAuth/me',
    profile: '/api/adminAuth/profile',
    profileClicksPerDay: '/api/adminAuth/profile/clicks-per-day',
    refresh: '/api/adminAuth/refresh',
    resendOtp: '/api/adminAuth/resend-otp',
    verifyOtp: '/api/adminAuth/verify-otp',
  },
  analytics: {
    decisionsBreakdown: '/api/analytics/decisions/breakdown',
    decisionsSummary: '/api/analytics/decisions/summary',
    decisionsSegments: '/api/analytics/decisions/segments',
    decisionsSegmentsExport: '/api/analytics/decisions/segments/export',
  },
  apikeys: {
    base: '/api/apikeys',
    create: '/api/apikeys/create',
    revokeById: '/api/apikeys/revoke/:id',
  },
  audit: {
    base: '/api/audit',
    customersById: '/api/audit/customers/:id',
    export: '/api/audit/export',
    verify: '/api/audit/verify',
  },
  bank: {
    createBank: '/api/bank/createBank',
    deleteBank: '/api/bank/deleteBank',
    export: '/api/bank/export',
    getAllBanks: '/api/bank/getAllBanks',
    getBankById: '/api/bank/getBankById',
    getBankByid: '/api/bank/getBankByid',
    updateBank: '/api/bank/updateBank',
    uploadFile: '/api/bank/upload-file',
    uploadLogo: '/api/bank/uploadLogo',
  },
  bankcompanycategory: {
    createBankCompanyCategory: '/api/bankcompanycategory/createBankCompanyCategory',
    deleteBankCompanyCategory: '/api/bankcompanycategory/deleteBankCompanyCategory',
    export: '/api/bankcompanycategory/export',
    getAllBankCompanyCategories: '/api/bankcompanycategory/getAllBankCompanyCategories',
    getBankCompanyCategoryById: '/api/bankcompanycategory/getBankCompanyCategoryById',
    getBankCompanyCategoryByid: '/api/bankcompanycategory/getBankCompanyCategoryByid',
    importTemplate: '/api/bankcompanycategory/importTemplate',
    updateBankCompanyCategory: '/api/bankcompanycategory/updateBankCompanyCategory',
    uploadbankcompanydata: '/api/bankcompanycategory/uploadbankcompanydata',
  },
  banksalary: {
    createandupdateBankSalaryRules: '/api/banksalary/createandupdateBankSalaryRules',
    createbanksalaryrule: '/api/banksalary/createbanksalaryrule',
    deleteBankSalaryRule: '/api/banksalary/deleteBankSalaryRule',
    getSalaryRulesByBankandProduct: '/api/banksalary/getSalaryRulesByBankandProduct',
    updateBankSalaryRule: '/api/banksalary/updateBankSalaryRule',
  },
  btrules: {
    createBtRule: '/api/btrules/createBtRule',
    deleteBtRule: '/api/btrules/deleteBtRule',
    getAllBtRules: '/api/btrules/getAllBtRules',
    updateBtRule: '/api/btrules/updateBtRule',
  },
  cibilenquiries: {
    createCibilEnquiryRule: '/api/cibilenquiries/createCibilEnquiryRule',
    deleteCibilEnquiryRule: '/api/cibilenquiries/deleteCibilEnquiryRule',
    getAllCibilenquiryRules: '/api/cibilenquiries/getAllCibilenquiryRules',
    updateCibilEnquiryRule: '/api/cibilenquiries/updateCibilEnquiryRule',
  },
  cities: {
    createcity: '/api/cities/createcity',
    deleteCity: '/api/cities/deleteCity',
    export: '/api/cities/export',
    getAllcities: '/api/cities/getAllcities',
    getCityById: '/api/cities/getCityById',
    importCities: '/api/cities/importCities',
    importTemplate: '/api/cities/importTemplate',
    updateCity: '/api/cities/updateCity',
  },
  company: {
    createcompany: '/api/company/createcompany',
    deleteCompany: '/api/company/deleteCompany',
    export: '/api/company/export',
    getAllCompanies: '/api/company/getAllCompanies',
    getCompanyById: '/api/company/getCompanyById',
    importCompanies: '/api/company/importCompanies',
    importTemplate: '/api/company/importTemplate',
    updatecompany: '/api/company/updatecompany',
  },
  crmAuth: {
    adminLogin: '/api/crmAuth/adminLogin',
    checkEmail: '/api/crmAuth/checkEmail',
    createUser: '/api/crmAuth/createUser',
    deleteUser: '/api/crmAuth/deleteUser',
    exportUsers: '/api/crmAuth/exportUsers',
    forgotPassword: '/api/crmAuth/forgotPassword',
    getAllUsers: '/api/crmAuth/getAllUsers',
    logout: '/api/crmAuth/logout',
    resendInvitation: '/api/crmAuth/resendInvitation',
    resendOtp: '/api/crmAuth/resendOtp',
    setPassword: '/api/crmAuth/setPassword',
    updateStatus: '/api/crmAuth/updateStatus',
    updateUser: '/api/crmAuth/updateUser',
    verifyOTP: '/api/crmAuth/verifyOTP',
  },
  customers: {
    base: '/api/customers',
    byId: '/api/customers/:id',
    byIdConsentWithdraw: '/api/customers/:id/consent/withdraw',
    byIdExport: '/api/customers/:id/export',
    export: '/api/customers/export',
  },
  docs: {
    base: '/api/docs',
  },
  charges: {
    createcharges: '/api/charges/createcharges',
    deletecharges: '/api/charges/deletecharges',
    getChargesByBankandProductId: '/api/charges/getChargesByBankandProductId',
    updatecharges: '/api/charges/updatecharges',
  },
  employementcriteria: {
    createempcriteria: '/api/employementcriteria/createempcriteria',
    deleteempcriteria: '/api/employementcriteria/deleteempcriteria',
    getEmpcriteriaByBankandProductId: '/api/employementcriteria/getEmpcriteriaByBankandProductId',
    updateempcriteria: '/api/employementcriteria/updateempcriteria',
  },
  files: {
    byFolderByName: '/api/files/:folder/:name',
  },
  foir: {
    createandupdatefoirrule: '/api/foir/createandupdatefoirrule',
    deletefoirrule: '/api/foir/deletefoirrule',
    getAllfoirrules: '/api/foir/getAllfoirrules',
  },
  generaleligibility: {
    createGeneralEligiblity: '/api/generaleligibility/createGeneralEligiblity',
    deleteGeneralRule: '/api/generaleligibility/deleteGeneralRule',
    getGeneralRuleBybankandproduct: '/api/generaleligibility/getGeneralRuleBybankandproduct',
    updateGeneralRule: '/api/generaleligibility/updateGeneralRule',
  },
  imports: {
    byImportIdProgress: '/api/imports/:importId/progress',
  },
  jobs: {
    base: '/api/jobs',
    byId: '/api/jobs/:id',
    byIdCancel: '/api/jobs/:id/cancel',
    byIdResult: '/api/jobs/:id/result',
  },
  loanapplication: {
    apply: '/api/loanapplication/apply',
    bulk: '/api/loanapplication/bulk',
    bulkTemplate: '/api/loanapplication/bulk/template',
    byApplicationIdPairsByBankIdByProductIdExplanation: '/api/loanapplication/:applicationId/pairs/:bankId/:productId/explanation',
    byApplicationIdPairsByBankIdByProductIdKfs: '/api/loanapplication/:applicationId/pairs/:bankId/:productId/kfs',
    byApplicationIdPairsByBankIdByProductIdKfsAcknowledgement: '/api/loanapplication/:applicationId/pairs/:bankId/:productId/kfs/acknowledgement',
    byApplicationId: '/api/loanapplication/:applicationId',
    byApplicationIdComparison: '/api/loanapplication/:applicationId/comparison',
    byApplicationIdKfsFacts: '/api/loanapplication/:applicationId/kfs-facts',
    byApplicationIdReplay: '/api/loanapplication/:applicationId/replay',
  },
  multiplier: {
    createandupdatemultiplierRule: '/api/multiplier/createandupdatemultiplierRule',
    deleteMultiplierRule: '/api/multiplier/deleteMultiplierRule',
    getMultiplierRuleByBankandProductId: '/api/multiplier/getMultiplierRuleByBankandProductId',
  },
  obligationrules: {
    createObligationRule: '/api/obligationrules/createObligationRule',
    deleteObligationRule: '/api/obligationrules/deleteObligationRule',
    getAllObligationRules: '/api/obligationrules/getAllObligationRules',
    updateObligationRules: '/api/obligationrules/updateObligationRules',
  },
  partners: {
    base: '/api/partners',
    byId: '/api/partners/:id',
  },
  privacy: {
    requests: '/api/privacy/requests',
    requestById: '/api/privacy/requests/:id',
    requestByIdComplete: '/api/privacy/requests/:id/complete',
    requestByIdDownload: '/api/privacy/requests/:id/download',
  },
  product: {
    createProduct: '/api/product/createProduct',
    deleteProduct: '/api/product/deleteProduct',
    export: '/api/product/export',
    getAllProducts: '/api/product/getAllProducts',
    getProductById: '/api/product/getProductById',
    getProductByid: '/api/product/getProductByid',
    updateProduct: '/api/product/updateProduct',
  },
  registrationrules: {
    createandupdateRegistrationRule: '/api/registrationrules/createandupdateRegistrationRule',
    deleteRegistrationRule: '/api/registrationrules/deleteRegistrationRule',
    getAllRegistrationRules: '/api/registrationrules/getAllRegistrationRules',
  },
  role: {
    create: '/api/role/create',
    delete: '/api/role/delete',
    getAllRoles: '/api/role/getAllRoles',
    getRoleById: '/api/role/getRoleById',
    getRolesList: '/api/role/getRolesList',
    updateRole: '/api/role/updateRole',
  },
  ruleChanges: {
    base: '/api/rule-changes',
    byIdApprove: '/api/rule-changes/:id/approve',
    byIdReject: '/api/rule-changes/:id/reject',
    byIdImpact: '/api/rule-changes/:id/impact',
  },
  ruleTestCases: {
    base: '/api/rule-test-cases',
    byId: '/api/rule-test-cases/:id',
    export: '/api/rule-test-cases/export',
    import: '/api/rule-test-cases/import',
    run: '/api/rule-test-cases/run',
  },
  ruleVersions: {
    base: '/api/rule-versions',
    byVersion: '/api/rule-versions/:version',
    byVersionDiffByOther: '/api/rule-versions/:version/diff/:other',
    byVersionRestore: '/api/rule-versions/:version/restore',
    export: '/api/rule-versions/export',
  },
  rules: {
    checks: '/api/rules/checks',
    simulate: '/api/rules/simulate',
  },
  rulesinfo: {
    getAllRulesinfo: '/api/rulesinfo/getAllRulesinfo',
    getRuleHistory: '/api/rulesinfo/getRuleHistory',
  },
  salarycategory: {
    createSalaryCategory: '/api/salarycategory/createSalaryCategory',
    deleteSalaryCategory: '/api/salarycategory/deleteSalaryCategory',
    export: '/api/salarycategory/export',
    getAllSalaryCategories: '/api/salarycategory/getAllSalaryCategories',
    getSalaryCategoryById: '/api/salarycategory/getSalaryCategoryById',
    updateSalaryCategory: '/api/salarycategory/updateSalaryCategory',
  },
  settings: {
    ruleApprovals: '/api/settings/rule-approvals',
    consent: '/api/settings/consent',
  },
  short: {
    base: '/api/short',
    byId: '/api/short/:id',
    byIdStats: '/api/short/:id/stats',
    export: '/api/short/export',
  },
  webhooks: {
    base: '/api/webhooks',
    byId: '/api/webhooks/:id',
    byIdDeliveries: '/api/webhooks/:id/deliveries',
    byIdDeliveriesByDeliveryIdResend: '/api/webhooks/:id/deliveries/:deliveryId/resend',
    byIdRotateSecret: '/api/webhooks/:id/rotate-secret',
    byIdTest: '/api/webhooks/:id/test',
  },
} as const;

/** The prefix of every API path (the public redirect and the web app's pages live outside it). */
export const API_PREFIX = '/api/';

/** A path with its `:name` parameters filled in, each URL-encoded. */
export function pathTo(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
