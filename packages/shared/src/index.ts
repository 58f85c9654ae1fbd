export * from './api-types';
export * from './constants';
export * from './dates';
export * from './messages/index';
export * from './money';
export * from './phone';
export * from './pricing';
export * from './schemas/index';
