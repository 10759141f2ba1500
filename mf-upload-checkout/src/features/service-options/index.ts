// What other features take from the service options: the form and what it starts from, and its
// add-ons on their own (the live booking's extra modifiers).
export { AddOnFields } from './AddOnFields.tsx';
export { initialValuesFor } from './initial-values.ts';
export { ServiceOptionsForm } from './ServiceOptionsForm.tsx';
export type {
  ServiceOptionsChange,
  ServiceOptionsFormHandle,
  ServiceOptionsFormProps,
} from './ServiceOptionsForm.tsx';
export { useUploadableServices } from './useUploadableServices.ts';
