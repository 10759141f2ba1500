import { useField, useForm } from 'react-final-form';

/** A list field's rows and the changes to them (the form has no array mutators). */
export function useRows<Row>(name: string) {
  const form = useForm();
  const { input } = useField<Row[]>(name, { subscription: { value: true } });
  const rows = input.value || [];
  return {
    rows,
    add: (row: Row) => form.change(name, [...rows, row]),
    remove: (index: number) =>
      form.change(
        name,
        rows.filter((_row, at) => at !== index),
      ),
  };
}
