import {
  FIELD_LABELS,
  type FormContext,
  type ListField,
  type ProductFormField,
  type ProductFormValues,
  type TextField,
} from '@futterkompass/domain';

/** What a step needs of the form: the values, and each control's props (label with *, error, ref). */
export interface Binding {
  values: ProductFormValues;
  context: FormContext;
  set<F extends ProductFormField>(field: F, value: ProductFormValues[F]): void;
  text(
    field: TextField,
    required?: boolean,
  ): {
    ref(element: HTMLElement | null): void;
    label: string;
    value: string;
    onValue(value: string): void;
    error: string | null;
    required?: boolean;
  };
  list(
    field: ListField,
    required?: boolean,
  ): {
    ref(element: HTMLElement | null): void;
    legend: string;
    values: string[];
    onValues(values: string[]): void;
    error: string | null;
  };
}

/** Required fields are marked * (spec part 2 section 5). */
export const labelOf = (field: ProductFormField, required = false) =>
  `${FIELD_LABELS[field]}${required ? ' *' : ''}`;
