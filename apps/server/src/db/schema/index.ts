export * from './access';
export * from './master-data';
export * from './rules';
export * from './evaluations';
export * from './shortener';
export * from './integrations';
export * from './kfs-acknowledgements';
export * from './audit';
