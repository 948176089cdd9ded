export * from './types.js';
export * from './errors.js';
export * from './dice.js';
export * from './step.js';
export * from './session.js';
