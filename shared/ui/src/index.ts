import './tokens.css';

export * from './breakpoints';
export * from './button';
export * from './contact-list';
export * from './dialog';
export * from './empty-state';
export * from './field';
export * from './hydration';
export * from './modal';
export * from './price';
export * from './remote-root';
export * from './select-field';
export * from './spinner';
export * from './visually-hidden';
