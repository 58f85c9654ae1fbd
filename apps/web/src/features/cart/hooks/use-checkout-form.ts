import { useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkoutInfoSchema, type CheckoutInfoInput, type CheckoutInfoValues } from '@parashop/shared';

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;

export const EMPTY_INFO: CheckoutInfoInput = {
  name: '',
  phone_number: '',
  city: '',
  address: '',
  delivery_area_id: '',
};

/**
 * The info step's form, validated by the shared checkout schema on blur and then on every change
 * once a field was touched (mode 'onTouched'). Whether the delivery area is required depends on the
 * subtotal at the moment of validation, which the resolver reads from a ref.
 */
export function useCheckoutForm(subtotal: number) {
  const subtotalRef = useRef(subtotal);
  subtotalRef.current = subtotal;
  const resolver: Resolver<CheckoutInfoInput, unknown, CheckoutInfoValues> = (values, context, options) =>
    zodResolver(checkoutInfoSchema(subtotalRef.current))(values, context, options);

  return useForm<CheckoutInfoInput, unknown, CheckoutInfoValues>({
    mode: 'onTouched',
    defaultValues: EMPTY_INFO,
    resolver,
  });
}
