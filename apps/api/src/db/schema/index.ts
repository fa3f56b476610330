export * from './accounts';
export * from './users';
export * from './system';
